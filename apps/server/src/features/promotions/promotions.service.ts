import {
  type BrandId,
  type HomePage,
  isOfferPromotion,
  type Locale,
  type PromoOfferPreset,
  type Promotion,
} from "@casino/contracts";
import type { Clock } from "@casino/domain";
import type { CachedReads } from "../../platform/feature";
import { isMarketingAllowed } from "../responsible-play";
import type { PromotionOffers } from "./promotions.offers";
import { presentPromotion } from "./promotions.presenter";
import { type PromotionRow, selectActivePromotions } from "./promotions.repo";

type HomePromotion = HomePage["promotions"][number];
const PROMOTIONS_PAGE = "/promotions/";

/** The read-cache topic of every brand's promotions; an operator's edit announces it. */
export const PROMOTIONS_TOPIC = "promotions";

export interface PromotionsContext extends CachedReads {
  clock: Clock;
  offers: PromotionOffers;
  /** Whether the player's identity is verified: a verification promotion is not for them then. */
  isIdentityVerified(playerId: string): Promise<boolean>;
}

/** What decides which promotions a visitor sees, besides the brand and locale. */
interface Viewer {
  playerId: string | null;
  depositsCount: number;
  isVerified: boolean;
}

/** The brand's active promotions in a locale, read once per process until an operator edits them (D25). */
function activePromotions(ctx: CachedReads, brandId: BrandId, locale: Locale): Promise<PromotionRow[]> {
  return ctx.readCache.read(PROMOTIONS_TOPIC, `${brandId}:${locale}`, () =>
    selectActivePromotions(ctx.db, brandId, locale),
  );
}

const isLive = (row: PromotionRow, now: Date) =>
  (!row.startsAt || row.startsAt.getTime() <= now.getTime()) &&
  (!row.endsAt || now.getTime() < row.endsAt.getTime());

/** Spec §3 `needDeposits`: for players with a deposit (true), without one (false), or everyone (null). */
const fitsDeposits = (row: PromotionRow, depositsCount: number) =>
  row.needDeposits === null || row.needDeposits === depositsCount > 0;

function isForViewer(row: PromotionRow, viewer: Viewer) {
  if (!fitsDeposits(row, viewer.depositsCount)) return false;
  return !(row.type === "verification" && viewer.isVerified);
}

/**
 * `/rest/page/promotions/`: the brand's live promotions for this visitor. A guest's view touches no
 * database beyond the caches; a player's reads only their own rows (deposits, verification, the store's
 * facts for the offers' availability). A player in a cool-off, self-exclusion or restriction is shown no
 * promotions at all: they may not take part in any (responsible play).
 */
export async function getPromotionsPage(
  ctx: PromotionsContext,
  input: { brandId: BrandId; locale: Locale; playerId: string | null },
): Promise<{ promotions: Promotion[] }> {
  const now = ctx.clock.now();
  const rows = (await activePromotions(ctx, input.brandId, input.locale)).filter((row) => isLive(row, now));
  if (rows.length === 0) return { promotions: [] };
  const viewer = await viewerOf(ctx, input.playerId, now);
  if (!viewer) return { promotions: [] };
  const shown = rows.filter((row) => isForViewer(row, viewer));
  const presetIds = shown.flatMap((row) =>
    isOfferPromotion(row.type) && row.presetId !== null ? [row.presetId] : [],
  );
  const presets: ReadonlyMap<number, PromoOfferPreset> | null =
    presetIds.length > 0 ? await ctx.offers.presetsFor(presetIds) : new Map();
  const promotions = shown.flatMap((row) => {
    if (!isOfferPromotion(row.type) || presets === null) return [presentPromotion(row, null)];
    // An offer that is off sale, or hidden from this player, takes its card with it.
    const preset = row.presetId === null ? undefined : presets.get(row.presetId);
    return preset ? [presentPromotion(row, preset)] : [];
  });
  return { promotions };
}

/**
 * The home page's promotions (spec §3 `isShowHomePage`): the brand's live ones flagged for the home, the
 * same for every visitor (the home is shared), each leading to the promotions page, where they are judged
 * for the player (guests are sent to sign up on the way).
 */
export async function homePromotionsOf(
  ctx: CachedReads & { clock: Clock },
  brandId: BrandId,
  locale: Locale,
): Promise<HomePromotion[]> {
  const now = ctx.clock.now();
  const rows = await activePromotions(ctx, brandId, locale);
  return rows
    .filter((row) => row.isShowHomePage && isLive(row, now))
    .map((row) => ({ id: String(row.id), title: row.title, text: row.subtitle, link: PROMOTIONS_PAGE }));
}

/** Null for a player who may not take part in promotions now. */
async function viewerOf(ctx: PromotionsContext, playerId: string | null, now: Date): Promise<Viewer | null> {
  if (!playerId) return { playerId: null, depositsCount: 0, isVerified: false };
  if (!(await isMarketingAllowed(ctx.db, { playerId, now }))) return null;
  return {
    playerId,
    depositsCount: await ctx.offers.depositsCount(playerId),
    isVerified: await ctx.isIdentityVerified(playerId),
  };
}
