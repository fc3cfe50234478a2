import { BRAND_IDS, BRANDS, type BrandId } from "@casino/contracts";
import { eq } from "drizzle-orm";
import type { Orm } from "../client";
import { promoOfferBundle, promoOfferSet, storePreset } from "../schema";

type SeedTx = Parameters<Parameters<Orm["transaction"]>[0]>[0];
type PresetSeed = Omit<typeof storePreset.$inferInsert, "brandId" | "sortOrder">;

/**
 * What each brand sells (issue #14, decision 046): seven coin packages with free entries, promo offers of
 * every condition the cash box explains (weekend, after the first purchase, minimum balance, once a day, a
 * link offer), the welcome pack of three offers and the `lucky-coin` flip set. Prices are shared; titles
 * carry the brand's name where a player would see it as the brand's own.
 */
const dollars = (text: string) => {
  const [whole = "0", cents = "00"] = text.split(".");
  return BigInt(whole) * 100n + BigInt(cents.padEnd(2, "0"));
};
/** Entries are stored in hundredths. */
const entries = (whole: number) => BigInt(whole) * 100n;

const PACKAGES: readonly PresetSeed[] = [
  { kind: "package", title: "Starter", priceCents: dollars("1.99"), coins: 2_000n, entries: entries(2) },
  {
    kind: "package",
    title: "Handful",
    priceCents: dollars("4.99"),
    coins: 5_000n,
    entries: entries(5),
    isQuickBuy: true,
  },
  {
    kind: "package",
    title: "Popular Pick",
    priceCents: dollars("9.99"),
    coins: 10_000n,
    entries: entries(10),
    isMostPopular: true,
    isQuickBuy: true,
    isPopup: true,
    badgeLabel: "Most popular",
  },
  {
    kind: "package",
    title: "Big Stack",
    priceCents: dollars("19.99"),
    coins: 20_000n,
    entries: entries(20),
    isQuickBuy: true,
  },
  {
    kind: "package",
    title: "Treasure Chest",
    priceCents: dollars("29.99"),
    coins: 31_000n,
    entries: entries(30),
  },
  { kind: "package", title: "Vault", priceCents: dollars("49.99"), coins: 55_000n, entries: entries(50) },
  {
    kind: "package",
    title: "Mountain of Coins",
    priceCents: dollars("99.99"),
    coins: 120_000n,
    entries: entries(100),
    isBestDeal: true,
    badgeLabel: "Best deal",
  },
];

function promoOffersFor(name: string): readonly PresetSeed[] {
  const offer = (fields: Omit<PresetSeed, "kind">): PresetSeed => ({ kind: "promoOffer", ...fields });
  return [
    offer({
      title: `${name} Weekend Boost`,
      priceCents: dollars("14.99"),
      usualPriceCents: dollars("19.99"),
      coins: 25_000n,
      entries: entries(20),
      badgeLabel: "Weekend",
      daysOfWeek: [6, 7],
    }),
    offer({
      title: "Thank-You Offer",
      priceCents: dollars("9.99"),
      usualPriceCents: dollars("14.99"),
      coins: 20_000n,
      entries: entries(15),
      badgeLabel: "After your first purchase",
      minPurchases: 1,
    }),
    offer({
      title: "High Roller Reload",
      priceCents: dollars("49.99"),
      usualPriceCents: dollars("59.99"),
      coins: 75_000n,
      entries: entries(60),
      badgeLabel: "High roller",
      minBalance: 50_000n,
    }),
    offer({
      title: "Deal of the Day",
      priceCents: dollars("2.99"),
      usualPriceCents: dollars("4.99"),
      coins: 5_000n,
      entries: entries(5),
      badgeLabel: "Once a day",
      limitPerDay: 1,
    }),
    offer({
      title: "Spring Boost",
      priceCents: dollars("7.99"),
      usualPriceCents: dollars("11.99"),
      coins: 15_000n,
      entries: entries(10),
      badgeLabel: "Just for you",
      urlHash: "spring-boost",
    }),
  ];
}

function welcomePackFor(name: string): readonly PresetSeed[] {
  const step = (n: number, price: string, usual: string, coins: bigint, free: number): PresetSeed => ({
    kind: "promoOffer",
    title: `${name} Welcome Pack ${n} of 3`,
    priceCents: dollars(price),
    usualPriceCents: dollars(usual),
    coins,
    entries: entries(free),
    badgeLabel: "Welcome pack",
    isPopup: n === 1,
  });
  return [
    step(1, "4.99", "9.99", 25_000n, 15),
    step(2, "9.99", "19.99", 40_000n, 25),
    step(3, "19.99", "39.99", 80_000n, 45),
  ];
}

const LUCKY_COIN: readonly (PresetSeed & { weight: number })[] = [
  {
    kind: "promoOffer",
    title: "Lucky Coin: 50% Extra",
    priceCents: dollars("9.99"),
    usualPriceCents: dollars("14.99"),
    coins: 15_000n,
    entries: entries(15),
    badgeLabel: "Lucky coin",
    weight: 5,
  },
  {
    kind: "promoOffer",
    title: "Lucky Coin: Double Up",
    priceCents: dollars("9.99"),
    usualPriceCents: dollars("19.99"),
    coins: 20_000n,
    entries: entries(20),
    badgeLabel: "Lucky coin",
    weight: 3,
  },
  {
    kind: "promoOffer",
    title: "Lucky Coin: Jackpot",
    priceCents: dollars("4.99"),
    usualPriceCents: dollars("19.99"),
    coins: 20_000n,
    entries: entries(10),
    badgeLabel: "Lucky coin",
    weight: 1,
  },
];

async function insertPresets(tx: SeedTx, brandId: BrandId, rows: readonly PresetSeed[], firstOrder: number) {
  const inserted = await tx
    .insert(storePreset)
    .values(rows.map((row, index) => ({ ...row, brandId, sortOrder: firstOrder + index * 10 })))
    .returning({ id: storePreset.id });
  return inserted.map((row) => row.id);
}

/**
 * Seeds a brand's store once: a brand that has any preset already keeps what operators made of it (a
 * deactivated or re-priced offer does not come back at the next boot).
 */
export async function seedStore(tx: SeedTx): Promise<void> {
  for (const brandId of BRAND_IDS) {
    const [existing] = await tx
      .select({ id: storePreset.id })
      .from(storePreset)
      .where(eq(storePreset.brandId, brandId))
      .limit(1);
    if (existing) continue;
    const name = BRANDS[brandId].name;
    await insertPresets(tx, brandId, PACKAGES, 10);
    // The welcome pack leads the promo offers, so its first offer is the brand's first popup (the banner).
    const welcome = await insertPresets(tx, brandId, welcomePackFor(name), 10);
    await insertPresets(tx, brandId, promoOffersFor(name), 100);
    await tx.insert(promoOfferBundle).values({
      brandId,
      type: "welcomePack",
      title: `${name} Welcome Pack`,
      presetIds: welcome,
    });
    const lucky = await insertPresets(
      tx,
      brandId,
      LUCKY_COIN.map(({ weight: _weight, ...row }) => row),
      300,
    );
    await tx.insert(promoOfferSet).values({
      brandId,
      slug: "lucky-coin",
      presetIds: lucky,
      weights: LUCKY_COIN.map((offer) => offer.weight),
      cooldownHours: 24,
    });
  }
}
