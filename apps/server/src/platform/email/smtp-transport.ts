import nodemailer from "nodemailer";
import type { EmailTransport } from "./transport";

/**
 * Bounds on each phase of a send. nodemailer waits up to 10 minutes on a silent socket by default; the email
 * relay's lease (5 minutes) must outlast a send, or another relay would take the email and send it again.
 */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** Delivers through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(smtpUrl: string): EmailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
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
