/**
 * The studios of the demo catalogue. Every name is invented. `hearth-and-reel` is our own built-in
 * studio; the others are fictional partner studios whose games also run on the built-in engines, so
 * their integration is `house` too (the built-in provider runs their maths and wallet calls) and the
 * whole demo catalogue is playable. An external aggregator's studio would carry its own integration key.
 */
export interface ProviderSeed {
  slug: string;
  name: string;
  position: number;
  integration: "house";
}

export const HOUSE_PROVIDER_SLUG = "hearth-and-reel";

export const PROVIDERS: readonly ProviderSeed[] = [
  { slug: HOUSE_PROVIDER_SLUG, name: "Hearth & Reel", position: 0, integration: "house" },
  { slug: "copperfox-studio", name: "Copperfox Studio", position: 1, integration: "house" },
  { slug: "bramblewick-games", name: "Bramblewick Games", position: 2, integration: "house" },
  { slug: "tidecaller-interactive", name: "Tidecaller Interactive", position: 3, integration: "house" },
  { slug: "nimbus-forge", name: "Nimbus Forge", position: 4, integration: "house" },
  { slug: "quillstone-play", name: "Quillstone Play", position: 5, integration: "house" },
  { slug: "ironbark-gaming", name: "Ironbark Gaming", position: 6, integration: "house" },
];

/** The provider's generated logo (SVG), served by the game-art feature. */
export const providerLogoUrl = (slug: string) => `/games-art/providers/${slug}.svg`;
