import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Env } from "../env";
import { createMailer, type EmailTransport, type Mailer } from "./mailer";
import { createSmtpTransport } from "./smtp-transport";

export type { EmailPalette } from "./brand-palette";
export { type EmailBrand, type EmailContent, escapeHtml, type RenderedEmail, renderEmail } from "./layout";
export {
  createMailer,
  type EmailTransport,
  type Mailer,
  type OutgoingEmail,
  type QueuedEmail,
} from "./mailer";

declare module "fastify" {
  interface FastifyInstance {
    /** The email provider chosen by EMAIL_PROVIDER (outbox or smtp). */
    mailer: Mailer;
  }
}

/** Decorates the app with the mailer of `EMAIL_PROVIDER`; closes the SMTP connection pool on shutdown. */
export const emailPlugin = fp(
  async (
    app: FastifyInstance,
    options: { env: Env; db: Database; clock: Clock; transport?: EmailTransport },
  ) => {
    const { env } = options;
    const transport =
      options.transport ??
      (env.EMAIL_PROVIDER === "smtp" && env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : null);
    const mailer = createMailer({
      provider: env.EMAIL_PROVIDER,
      from: env.EMAIL_FROM,
      db: options.db,
      clock: options.clock,
      log: app.log,
      transport,
    });
    app.decorate("mailer", mailer);
    app.addHook("onClose", async () => {
      await mailer.drain();
      mailer.close();
    });
  },
  { name: "email" },
);
