import type {
  BrandId,
  BundleUnavailabilityReason,
  CashPreset,
  PromoOfferBundle,
  PromoOfferPreset,
  StoreOffer,
  StorePreset,
  UnavailabilityReason,
} from "@casino/contracts";
import { bundleOfferReasons, type Clock, currentBundleOffer } from "@casino/domain";
import { notFound } from "../../platform/errors";
import type { CachedReads } from "../../platform/feature";
import { type StoreCatalogue, storeCatalogue } from "./store.catalogue.service";
import { boughtPresetIds, judgePreset, loadPlayerStoreFacts } from "./store.facts.service";
import { insertSubscription } from "./store.player.repo";
import { presentPackage, presentPromoOffer } from "./store.presenter";
import type { BundleRow, PresetRow } from "./store.repo";

export interface StoreReads extends CachedReads {
  clock: Clock;
}

interface PlayerView {
  brandId: BrandId;
  playerId: string;
}

/** The catalogue and the player's facts, read before anything is judged (the cache is never read in a transaction). */
async function viewOf(ctx: StoreReads, view: PlayerView) {
  const catalogue = await storeCatalogue(ctx, view.brandId);
  const now = ctx.clock.now();
  const facts = await loadPlayerStoreFacts(ctx.db, view.playerId, now);
  return { catalogue, facts, now };
}

type View = Awaited<ReturnType<typeof viewOf>>;

/** A preset as this player sees it; null when it is hidden from them (a link or flip offer not unlocked). */
function presentFor(
  { catalogue, facts, now }: View,
  row: PresetRow,
  extraReasons: (reasons: UnavailabilityReason[]) => BundleUnavailabilityReason[] = (reasons) => reasons,
): StorePreset | PromoOfferPreset | null {
  const verdict = judgePreset(row, { isFlipOffer: catalogue.flipPresetIds.has(row.id) }, facts, now);
  if (!verdict.isUnlocked) return null;
  const offer = catalogue.offers.get(row.id) as StoreOffer;
  if (row.kind === "package") return presentPackage(offer, verdict.reasons);
  return presentPromoOffer(offer, extraReasons(verdict.reasons), verdict.wonUntil);
}

/** The bundle that sells the preset, if any (a promo offer belongs to one bundle at a time in practice). */
const bundleOf = (catalogue: StoreCatalogue, presetId: number) =>
  catalogue.bundles.find((bundle) => bundle.presetIds.includes(presetId)) ?? null;

/** `/rest/available-sets/check/`: every package and promo offer the player may see, with availability. */
export async function availableSets(ctx: StoreReads, input: PlayerView) {
  const view = await viewOf(ctx, input);
  const packages: StorePreset[] = [];
  const promoOffers: PromoOfferPreset[] = [];
  for (const row of view.catalogue.presets) {
    // The welcome pack's offers are sold in their bundle only, one after another.
    if (view.catalogue.bundlePresetIds.has(row.id)) continue;
    const shown = presentFor(view, row);
    if (shown?.kind === "package") packages.push(shown);
    else if (shown) promoOffers.push(shown);
  }
  return { packages, promoOffers };
}

/** For promotions: the promo offers among `presetIds` as the player sees them now, by id (hidden ones absent). */
export async function promoOffersFor(
  ctx: StoreReads,
  input: PlayerView & { presetIds: readonly number[] },
): Promise<ReadonlyMap<number, PromoOfferPreset>> {
  const wanted = new Set(input.presetIds);
  const { promoOffers } = await availableSets(ctx, input);
  return new Map(promoOffers.filter((offer) => wanted.has(offer.id)).map((offer) => [offer.id, offer]));
}

/** For the back office's promotion editor: whether `presetId` is one of the brand's promo offers on sale. */
export async function isPromoOfferOnSale(ctx: StoreReads, brandId: BrandId, presetId: number) {
  const catalogue = await storeCatalogue(ctx, brandId);
  return catalogue.byId.get(presetId)?.kind === "promoOffer";
}

/** `/rest/cash/presets/{id}/`: one preset for the deep links, as the player sees it. */
export async function cashPreset(ctx: StoreReads, input: PlayerView & { id: number }): Promise<CashPreset> {
  const view = await viewOf(ctx, input);
  const row = view.catalogue.byId.get(input.id);
  const bundle = row ? bundleOf(view.catalogue, row.id) : null;
  const shown =
    row &&
    presentFor(view, row, (reasons) =>
      bundle ? bundleOfferReasons(bundle.presetIds, boughtPresetIds(view.facts), row.id, reasons) : reasons,
    );
  if (!shown) throw notFound("PRESET_NOT_FOUND", "There is no such offer.");
  return shown;
}

function presentBundle(view: View, bundle: BundleRow): PromoOfferBundle {
  const bought = boughtPresetIds(view.facts);
  const current = currentBundleOffer(bundle.presetIds, bought);
  const promoOffers = bundle.presetIds.flatMap((id) => {
    const row = view.catalogue.byId.get(id) as PresetRow;
    const shown = presentFor(view, row, (reasons) =>
      bundleOfferReasons(bundle.presetIds, bought, id, reasons),
    );
    return shown?.kind === "promoOffer"
      ? [{ ...shown, current: id === current, isBought: bought.has(id) }]
      : [];
  });
  return {
    id: bundle.id,
    type: bundle.type,
    title: bundle.title,
    promoOffers,
    isCompleted: current === null,
  };
}

/** `/rest/promo-offers-bundle/configs/`: the brand's bundles with the player's current offer. */
export async function promoOfferBundles(ctx: StoreReads, input: PlayerView) {
  const view = await viewOf(ctx, input);
  return { bundles: view.catalogue.bundles.map((bundle) => presentBundle(view, bundle)) };
}

/** `/rest/cash/quick-buy/`: quick-buy packages and the welcome pack while the player has an offer of it left. */
export async function quickBuy(ctx: StoreReads, input: PlayerView) {
  const view = await viewOf(ctx, input);
  const packages = view.catalogue.quickBuy.flatMap((offer) => {
    const shown = presentFor(view, view.catalogue.byId.get(offer.id) as PresetRow);
    return shown?.kind === "package" ? [shown] : [];
  });
  const bundle = view.catalogue.bundles
    .filter((row) => row.type === "welcomePack")
    .map((row) => presentBundle(view, row))
    .find((presented) => !presented.isCompleted);
  return { packages, promoOffers: { bundle: bundle ?? null, extraWheel: null } };
}

const noSuchPromoOffer = () => notFound("PROMO_OFFER_NOT_FOUND", "There is no such promo offer.");

/** `POST /rest/promo-offers-bundle/check-availability/`. */
export async function checkPromoOfferBundle(
  ctx: StoreReads,
  input: PlayerView & { promoOfferBundleId: number; promoOfferId: number },
) {
  const view = await viewOf(ctx, input);
  const bundle = view.catalogue.bundles.find((row) => row.id === input.promoOfferBundleId);
  const row = view.catalogue.byId.get(input.promoOfferId);
  if (!bundle || !row || !bundle.presetIds.includes(row.id)) throw noSuchPromoOffer();
  const verdict = judgePreset(
    row,
    { isFlipOffer: view.catalogue.flipPresetIds.has(row.id) },
    view.facts,
    view.now,
  );
  const reasons = bundleOfferReasons(bundle.presetIds, boughtPresetIds(view.facts), row.id, verdict.reasons);
  return { available: verdict.isUnlocked && reasons.length === 0, unavailabilityReasons: reasons };
}

/** `POST /rest/cash/promo-offer-preset/subscribe/`: unlocks the brand's link offer for the player. */
export async function subscribePromoOffer(ctx: StoreReads, input: PlayerView & { urlHash: string }) {
  const catalogue = await storeCatalogue(ctx, input.brandId);
  const row = catalogue.presets.find((preset) => preset.urlHash === input.urlHash);
  if (!row) throw noSuchPromoOffer();
  await insertSubscription(ctx.db, {
    playerId: input.playerId,
    presetId: row.id,
    subscribedAt: ctx.clock.now(),
  });
  return { success: true as const, presetId: row.id };
}
