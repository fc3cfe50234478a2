import type { Executor } from "@casino/db";
import type { BannerArtSource } from "../../platform/art";
import { findBannerArtSource } from "./home.repo";

/** What the banner with this art key is drawn from (the game-art images); null when none has the key. */
export function bannerArtSource(
  executor: Executor,
  input: { artKey: string },
): Promise<BannerArtSource | null> {
  return findBannerArtSource(executor, input.artKey);
}
