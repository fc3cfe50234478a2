import { createHmac, randomBytes } from "node:crypto";
import type { BrandId } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { Env } from "../../platform/env";
import { AppError, notFound } from "../../platform/errors";
import type { CachedReads } from "../../platform/feature";
import { ensurePushSigningKey } from "../../platform/push";
import type { PaymentProvider, ProviderMethod } from "./payments.provider";

/** What the feature's services run on. */
export interface PaymentsContext extends CachedReads {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  /** Each brand's origin (PUBLIC_ORIGIN): the provider's form sends the browser back there. */
  publicOrigins: ReadonlyMap<BrandId, string>;
}

/**
 * The HMAC key of payment webhooks: PAYMENT_WEBHOOK_SECRET (env.ts fills in the published development
 * key outside production), else — in production without one — a key derived from the push signing key,
 * which the database keeps for every node and every restart; the derivation keeps a push token from ever
 * passing for a webhook signature.
 */
export async function webhookSecretOf(
  env: Pick<Env, "PAYMENT_WEBHOOK_SECRET">,
  db: Executor,
): Promise<string> {
  if (env.PAYMENT_WEBHOOK_SECRET) return env.PAYMENT_WEBHOOK_SECRET;
  const pushKey = await ensurePushSigningKey(db, randomBytes(32).toString("base64url"));
  return createHmac("sha256", pushKey).update("payments webhook key").digest("base64url");
}

export const orderNotFound = () => notFound("ORDER_NOT_FOUND", "There is no such order.");

/** The provider failed or could not be reached; `what` says what did not happen. */
export const providerError = (what: string) =>
  new AppError(
    "PAYMENT_PROVIDER_ERROR",
    502,
    `The payment provider did not answer: ${what}. Try again in a moment.`,
  );

export const methodOf = (provider: PaymentProvider, methodId: string): ProviderMethod | undefined =>
  provider.methods.find((method) => method.id === methodId);
