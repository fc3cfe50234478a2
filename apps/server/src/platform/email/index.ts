import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Env } from "../env";
import { createMailer, type EmailTransport, type Mailer } from "./mailer";
import { createSmtpTransport } from "./smtp-transport";

export type { EmailPalette } from "./brand-palette";
export type { EmailRelay } from "./email-relay";
export { type EmailBrand, type EmailContent, escapeHtml, type RenderedEmail, renderEmail } from "./layout";
export {
  createMailer,
  type EmailTransport,
  type Mailer,
  type OutgoingEmail,
  type QueuedEmail,
} from "./mailer";
export { recentEmails, type SentEmail } from "./sent-emails";

declare module "fastify" {
  interface FastifyInstance {
    /** The email provider chosen by EMAIL_PROVIDER (outbox or smtp), with the relay that sends its mail. */
    mailer: Mailer;
  }
}

/**
 * Decorates the app with the mailer of `EMAIL_PROVIDER`. Its relay is not started here: boot.ts starts it
 * beside the outbox relay, tests run it with `app.mailer.relay.runOnce()`. Closing the app stops it.
 */
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
    // Before the database closes: the relay finishes its sends and records them.
    app.addHook("onClose", () => mailer.close());
  },
  { name: "email" },
);
