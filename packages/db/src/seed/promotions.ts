import { BRAND_IDS, BRANDS, type BrandId, type Locale } from "@casino/contracts";
import { and, eq } from "drizzle-orm";
import type { Orm } from "../client";
import { promotion, storePreset } from "../schema";

type SeedTx = Parameters<Parameters<Orm["transaction"]>[0]>[0];
type Localized = Record<Locale, string>;

/**
 * A seeded promotion (issue #14, decision 048). Offer promotions name the store's seeded promo offer by
 * its title (the store seeds before the promotions); the card shows the offer's own price and amounts, so
 * the copy never repeats a price an operator may change.
 */
interface PromotionSeed {
  type: "offerDeposit" | "offerPeriodic" | "verification";
  /** The store preset's title, for offer promotions. */
  presetTitle?: (brandName: string) => string;
  title: Localized;
  subtitle: Localized;
  howWorks: Localized;
  buttonLabel: Localized | null;
  link?: string;
  isShowHomePage: boolean;
}

/** Only the types whose feature is built: offers (the store) and identity verification. */
const PROMOTIONS: readonly PromotionSeed[] = [
  {
    type: "offerPeriodic",
    presetTitle: (name) => `${name} Weekend Boost`,
    title: { en: "Weekend Boost", es: "Impulso de fin de semana" },
    subtitle: {
      en: "Extra Coins and free Entries, every Saturday and Sunday.",
      es: "Monedas extra y Entradas gratis, cada sábado y domingo.",
    },
    howWorks: {
      en: "Come back on a Saturday or a Sunday (UTC).\nTap Buy and pay with your card.\nYour Coins and free Entries arrive at once.",
      es: "Vuelve un sábado o un domingo (UTC).\nPulsa Comprar y paga con tu tarjeta.\nTus Monedas y Entradas gratis llegan al instante.",
    },
    buttonLabel: null,
    isShowHomePage: true,
  },
  {
    type: "offerDeposit",
    presetTitle: () => "Thank-You Offer",
    title: { en: "Thank-You Offer", es: "Oferta de agradecimiento" },
    subtitle: {
      en: "Our thanks for your first purchase: more Coins for less.",
      es: "Nuestro agradecimiento por tu primera compra: más Monedas por menos.",
    },
    howWorks: {
      en: "Make your first Coin purchase.\nThe Thank-You Offer unlocks right after it.\nBuy it at its reduced price, as often as you like.",
      es: "Haz tu primera compra de Monedas.\nLa oferta de agradecimiento se desbloquea justo después.\nCómprala a precio reducido, tantas veces como quieras.",
    },
    buttonLabel: null,
    isShowHomePage: true,
  },
  {
    type: "offerPeriodic",
    presetTitle: () => "Deal of the Day",
    title: { en: "Deal of the Day", es: "Oferta del día" },
    subtitle: {
      en: "A small pack at a small price, once every day.",
      es: "Un paquete pequeño a un precio pequeño, una vez al día.",
    },
    howWorks: {
      en: "Buy the Deal of the Day once a day.\nIt is back at midnight (UTC).\nCoins and free Entries arrive at once.",
      es: "Compra la oferta del día una vez al día.\nVuelve a medianoche (UTC).\nLas Monedas y Entradas gratis llegan al instante.",
    },
    buttonLabel: null,
    isShowHomePage: false,
  },
  {
    type: "offerDeposit",
    presetTitle: () => "High Roller Reload",
    title: { en: "High Roller Reload", es: "Recarga de gran jugador" },
    subtitle: {
      en: "A big reload for players who hold a big Coin balance.",
      es: "Una gran recarga para quienes tienen un gran saldo de Monedas.",
    },
    howWorks: {
      en: "Hold at least the Coins the offer asks for.\nTap Buy while you do.\nYour reload arrives at once.",
      es: "Ten al menos las Monedas que pide la oferta.\nPulsa Comprar mientras las tengas.\nTu recarga llega al instante.",
    },
    buttonLabel: null,
    isShowHomePage: false,
  },
  {
    type: "verification",
    title: { en: "Verify your identity", es: "Verifica tu identidad" },
    subtitle: {
      en: "Verify once and redeem your Winnings without waiting.",
      es: "Verifícate una vez y canjea tus Ganancias sin esperar.",
    },
    howWorks: {
      en: "Open your account.\nUse the instant check or upload a photo ID.\nOnce you are verified, redeeming Winnings is one step.",
      es: "Abre tu cuenta.\nUsa la comprobación instantánea o sube un documento con foto.\nUna vez verificado, canjear Ganancias es un solo paso.",
    },
    buttonLabel: { en: "Verify now", es: "Verificar ahora" },
    // The account page opens the verification widget on this hash (spec §2).
    link: "/account#verify",
    isShowHomePage: false,
  },
];

async function presetIdOf(tx: SeedTx, brandId: BrandId, title: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: storePreset.id })
    .from(storePreset)
    .where(
      and(eq(storePreset.brandId, brandId), eq(storePreset.title, title), eq(storePreset.kind, "promoOffer")),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Seeds each brand's promotions once, in every locale: a brand with any promotion keeps what operators
 * made of them. Runs after the store's seed, whose promo offers the offer promotions sell.
 */
export async function seedPromotions(tx: SeedTx): Promise<void> {
  for (const brandId of BRAND_IDS) {
    const [existing] = await tx
      .select({ id: promotion.id })
      .from(promotion)
      .where(eq(promotion.brandId, brandId))
      .limit(1);
    if (existing) continue;
    const name = BRANDS[brandId].name;
    const rows: (typeof promotion.$inferInsert)[] = [];
    for (const [index, seed] of PROMOTIONS.entries()) {
      const presetId = seed.presetTitle ? await presetIdOf(tx, brandId, seed.presetTitle(name)) : null;
      // An offer whose preset is not in this brand's store has nothing to sell.
      if (seed.presetTitle && presetId === null) continue;
      for (const locale of ["en", "es"] as const) {
        rows.push({
          brandId,
          locale,
          type: seed.type,
          title: seed.title[locale],
          subtitle: seed.subtitle[locale],
          howWorks: seed.howWorks[locale],
          buttonLabel: seed.buttonLabel?.[locale] ?? null,
          link: seed.link ?? null,
          presetId,
          needDeposits: null,
          isShowHomePage: seed.isShowHomePage,
          isShowPromoPage: true,
          sortOrder: (index + 1) * 10,
          isActive: true,
        });
      }
    }
    if (rows.length > 0) await tx.insert(promotion).values(rows);
  }
}
