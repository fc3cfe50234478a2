import type { BrandId, StoreOffer } from "@casino/contracts";
import type { CachedReads } from "../../platform/feature";
import { presentOffer } from "./store.presenter";
import { type BundleRow, type FlipSetRow, type PresetRow, selectActiveCatalogue } from "./store.repo";

/** The read-cache topic of every brand's presets, bundles and flip sets; back-office edits announce it. */
export const STORE_TOPIC = "store";

/** A brand's store as the read cache keeps it: shared by every player, read-only. */
export interface StoreCatalogue {
  /** On sale, in order (sort order, then id). */
  presets: readonly PresetRow[];
  byId: ReadonlyMap<number, PresetRow>;
  offers: ReadonlyMap<number, StoreOffer>;
  /** Active bundles, each naming only its promo offers that are on sale, in buying order. */
  bundles: readonly BundleRow[];
  sets: readonly FlipSetRow[];
  /** Promo offers sold only through a bundle, and those only a flip can unlock. */
  bundlePresetIds: ReadonlySet<number>;
  flipPresetIds: ReadonlySet<number>;
  /** App init's popup presets (spec §4): flagged ones no player has to unlock first. */
  popups: readonly StoreOffer[];
  /** The home's packages: the quick-buy packages. */
  quickBuy: readonly StoreOffer[];
}

/** The brand's store, read once per process until an operator edits it (decision 021). */
export function storeCatalogue(ctx: CachedReads, brandId: BrandId): Promise<StoreCatalogue> {
  return ctx.readCache.read(STORE_TOPIC, brandId, async () => {
    const { presets, bundles, sets } = await selectActiveCatalogue(ctx.db, brandId);
    const byId = new Map(presets.map((row) => [row.id, row]));
    const isPromoOffer = (id: number) => byId.get(id)?.kind === "promoOffer";
    const liveBundles = bundles.map((bundle) => ({
      ...bundle,
      presetIds: bundle.presetIds.filter(isPromoOffer),
    }));
    const flipPresetIds = new Set(sets.flatMap((set) => set.presetIds));
    const offers = new Map(presets.map((row) => [row.id, presentOffer(row)]));
    const isShared = (row: PresetRow) => row.urlHash === null && !flipPresetIds.has(row.id);
    const offersOf = (rows: PresetRow[]) => rows.map((row) => offers.get(row.id) as StoreOffer);
    return {
      presets,
      byId,
      offers,
      bundles: liveBundles,
      sets,
      bundlePresetIds: new Set(liveBundles.flatMap((bundle) => bundle.presetIds)),
      flipPresetIds,
      popups: offersOf(presets.filter((row) => row.isPopup && isShared(row))),
      quickBuy: offersOf(presets.filter((row) => row.kind === "package" && row.isQuickBuy && isShared(row))),
    };
  });
}

/** App init's preset packages of a brand (guests get none: the popup is for signed-in players, spec §4). */
export async function presetPackagesOf(ctx: CachedReads, brandId: BrandId) {
  const { popups } = await storeCatalogue(ctx, brandId);
  return { bannerPresetPackage: popups[0] ?? null, popupPresetPackages: popups };
}

/** The home's packages: the brand's quick-buy packages, the same for everyone. */
export async function quickBuyPackagesOf(ctx: CachedReads, brandId: BrandId): Promise<readonly StoreOffer[]> {
  return (await storeCatalogue(ctx, brandId)).quickBuy;
}
