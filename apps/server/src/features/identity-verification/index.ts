import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { Feature, ServerContext } from "../../platform/feature";
import { registerIdentityBackofficeRoutes } from "./identity-verification.backoffice.routes";
import type { IdentityContext } from "./identity-verification.context";
import { installLiveIdentityVerification } from "./identity-verification.live";
import { registerIdentityVerificationRoutes } from "./identity-verification.routes";
import { findPassedIdentity, profileVerificationOf } from "./identity-verification.service";
import { callbackSecretOf, signCallback } from "./identity-verification.signature";
import { createDocumentStore } from "./identity-verification.storage";
import { createIdentityProvider, providerInfoOf, SANDBOX_PROVIDER } from "./providers";

/** For redemptions (issue #14): whether the player's identity is verified, by a document or the provider. */
export { isIdentityVerified } from "./identity-verification.service";

/**
 * For the profile (spec §3): `documentConfirmStatus` and `autoVerificationData` of a player, from the
 * provider `context.env` configures.
 */
export function profileVerification(
  executor: Executor,
  env: Pick<ServerContext["env"], "KYC_PROVIDER">,
  playerId: string,
) {
  return profileVerificationOf(executor, providerInfoOf(env.KYC_PROVIDER), playerId);
}

/**
 * Identity verification (issue #13 item 4): documents players upload and operators review in the KYC
 * queue, and identity checks by the auto-verification provider (KYC_PROVIDER), told live to the player.
 */
export const identityVerificationFeature: Feature = {
  name: "identity-verification",
  async register(app, context) {
    const callbackSecret = await callbackSecretOf(context.env, context.db);
    const provider = createIdentityProvider(context.env.KYC_PROVIDER, {
      findDuplicate: (subject) => findPassedIdentity(context.db, SANDBOX_PROVIDER, subject),
      // Through the HTTP pipeline, signed: the sandbox's reports take the path a hosted provider's do.
      async deliver(report) {
        const body = JSON.stringify(report);
        const timestamp = String(Math.floor(context.clock.now().getTime() / 1000));
        const response = await app.inject({
          method: "POST",
          url: `/api/provider/kyc/${SANDBOX_PROVIDER}/callback/`,
          headers: {
            "content-type": "application/json",
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: signCallback(callbackSecret, timestamp, body),
          },
          payload: body,
        });
        return response.statusCode;
      },
      delayMs: context.env.NODE_ENV === "test" ? 20 : 800,
      onError: (error) => app.log.error({ err: error }, "sandbox KYC report failed"),
    });
    const ctx: IdentityContext = {
      db: context.db,
      clock: context.clock,
      store: createDocumentStore(context.env.DATA_DIR),
      provider,
    };
    installLiveIdentityVerification(app, context);
    await registerIdentityVerificationRoutes(app, { ...ctx, callbackSecret });
    registerIdentityBackofficeRoutes(app, ctx);
  },
};
