import nodemailer from "nodemailer";
import type { EmailTransport } from "./mailer";

/** Delivers through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(smtpUrl: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { "X-Email-Kind": message.kind },
      });
    },
    close() {
      transporter.close();
    },
  };
}
