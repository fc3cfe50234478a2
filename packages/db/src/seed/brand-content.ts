import { BRAND_IDS, BRANDS, type BrandId } from "@casino/contracts";

/** Footer and about content per brand; each brand gets its own name, email and rating. */
export interface BrandContentSeed {
  brandId: BrandId;
  supportEmail: string;
  affiliateUrl: string;
  trustpilotRatingTenths: number;
  trustpilotUrl: string;
  about: { en: string[]; es: string[] };
}

const RATINGS: { readonly [id in BrandId]: number } = {
  funrize: 46,
  tao: 44,
  nlc: 47,
  fortuneWheelz: 43,
  funzCity: 45,
  jackpotRabbit: 42,
  sws: 41,
  product: 40,
  stormrush: 48,
};

function domainOf(brandId: BrandId): string {
  return `${brandId.toLowerCase()}.example`;
}

function aboutFor(name: string): BrandContentSeed["about"] {
  return {
    en: [
      `${name} is a free-to-play social casino: spin slots for fun without ever having to buy anything.`,
      `Play in TournamentPoints mode with Coins for fun, or switch to SweepStakes mode and play with Entries for a chance to win real prizes.`,
      `No purchase is necessary to play or to win. Free Entries come with your confirmed email and our alternative method of entry described in the Sweepstakes Rules.`,
      `${name} is intended for adults aged 18 and over. Play responsibly: take breaks, and ask our support team for limits, a cool-off or self-exclusion at any time.`,
    ],
    es: [
      `${name} es un casino social gratuito: gira tragamonedas por diversión sin necesidad de comprar nada.`,
      `Juega en modo TournamentPoints con Monedas por diversión, o cambia al modo SweepStakes y juega con Entradas para optar a premios reales.`,
      `No es necesaria ninguna compra para jugar ni para ganar. Las Entradas gratuitas llegan con tu correo electrónico confirmado y el método alternativo de participación descrito en las Reglas del Sorteo.`,
      `${name} está dirigido a personas adultas de 18 años o más. Juega con responsabilidad: tómate descansos y pide a nuestro equipo de soporte límites, una pausa o la autoexclusión cuando quieras.`,
    ],
  };
}

export const BRAND_CONTENT: readonly BrandContentSeed[] = BRAND_IDS.map((brandId) => ({
  brandId,
  supportEmail: `support@${domainOf(brandId)}`,
  affiliateUrl: `https://partners.${domainOf(brandId)}/`,
  trustpilotRatingTenths: RATINGS[brandId] as number,
  trustpilotUrl: `https://reviews.example/review/${domainOf(brandId)}`,
  about: aboutFor(BRANDS[brandId].name),
}));
