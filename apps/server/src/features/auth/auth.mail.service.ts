import type { Executor } from "@casino/db";
import type { QueuedEmail } from "../../platform/email";
import { supportEmailOf } from "../static-info";
import type { AuthDeps, AuthRequest } from "./auth.context";
import { type AuthEmail, composeAuthEmail } from "./auth.emails";

/** Records an auth e-mail in the caller's transaction (its outbox); the relay sends it after the commit. */
export async function queueAuthEmail(
  tx: Executor,
  ctx: { deps: AuthDeps; request: AuthRequest },
  input: { to: string; email: AuthEmail },
): Promise<QueuedEmail> {
  const { brand, locale } = ctx.request;
  const supportEmail = await supportEmailOf(tx, { brandId: brand.id });
  const message = composeAuthEmail(input.email, { brand, supportEmail, locale, to: input.to });
  return ctx.deps.mailer.enqueue(tx, message);
}
