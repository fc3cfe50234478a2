import type { BrandId, TermsStatus } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import { AppError, notFound } from "../../platform/errors";
import type { CachedReads } from "../../platform/feature";
import { LEGAL_PAGES_TOPIC } from "./legal-pages.service";
import { insertTermsAcceptance, selectTermsAcceptance, selectTermsVersion } from "./terms.repo";

/** Where the player reads the terms the dialog asks about. */
export const TERMS_LINK = "/page/terms";

type TermsReads = CachedReads & { clock: Clock };
type PlayerOfBrand = { brandId: BrandId; playerId: string };

/** Read once per brand and kept until a legal page changes (an operator publishing new terms). */
async function currentVersion(ctx: CachedReads, brandId: BrandId): Promise<string> {
  const version = await ctx.readCache.read(LEGAL_PAGES_TOPIC, `${brandId}:terms-version`, () =>
    selectTermsVersion(ctx.db, brandId),
  );
  if (version === null) throw notFound("PAGE_NOT_FOUND", "This site has no terms to accept.");
  return version;
}

/** The current terms version and whether the player accepted it (the terms dialog asks when not). */
export async function termsStatus(ctx: CachedReads, input: PlayerOfBrand): Promise<TermsStatus> {
  const version = await currentVersion(ctx, input.brandId);
  const accepted = await selectTermsAcceptance(ctx.db, input.playerId, version);
  return { version, hasAccepted: accepted !== null, link: TERMS_LINK };
}

/**
 * The player accepts the version the dialog showed. A version that is no longer the current one (terms
 * published again while the dialog was open) is refused, so nobody is recorded as accepting text they
 * did not see.
 */
export async function acceptTerms(
  ctx: TermsReads,
  input: PlayerOfBrand & { version: string },
): Promise<TermsStatus> {
  const version = await currentVersion(ctx, input.brandId);
  if (input.version !== version) {
    throw new AppError(
      "TERMS_VERSION_OUTDATED",
      409,
      "The terms have changed since you opened them. Read the current terms and accept them again.",
    );
  }
  await insertTermsAcceptance(ctx.db, { playerId: input.playerId, version, acceptedAt: ctx.clock.now() });
  return { version, hasAccepted: true, link: TERMS_LINK };
}

/**
 * Records, in the caller's transaction, that a new player accepted the brand's current terms (the sign-up
 * form's terms checkbox). Read from the transaction, not the cache: sign-up must record the version in
 * force when it commits. A brand without a terms page records nothing.
 */
export async function recordCurrentTermsAcceptance(tx: Executor, input: PlayerOfBrand & { now: Date }) {
  const version = await selectTermsVersion(tx, input.brandId);
  if (version === null) return;
  await insertTermsAcceptance(tx, { playerId: input.playerId, version, acceptedAt: input.now });
}
