import type { BannerArtSource } from "../../platform/art";
import type { CachedReads } from "../../platform/feature";
import { loadBannerArtSources } from "./home.repo";
import { HOME_TOPIC } from "./home.service";

/** What the banner with this art key is drawn from (the game-art images), from memory; null when none has it. */
export async function bannerArtSource(
  ctx: CachedReads,
  input: { artKey: string },
): Promise<BannerArtSource | null> {
  const byKey = await ctx.readCache.read(HOME_TOPIC, "banner-art", async () => {
    const sources = new Map<string, BannerArtSource>();
    for (const row of await loadBannerArtSources(ctx.db))
      if (!sources.has(row.artKey)) sources.set(row.artKey, row);
    return sources;
  });
  return byKey.get(input.artKey) ?? null;
}
