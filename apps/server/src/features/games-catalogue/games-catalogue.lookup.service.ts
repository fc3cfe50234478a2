import type { Executor } from "@casino/db";
import type { GameArtSource } from "../../platform/art";
import {
  selectEngineIdBySlug,
  selectGameArtSource,
  selectLaunchableGame,
  selectProviderName,
} from "./games-catalogue.lookup.repo";

// Single games looked up for other features: the catalogue alone queries the game tables (decision 017).

export type LaunchableGame = NonNullable<Awaited<ReturnType<typeof selectLaunchableGame>>>;

/** An active game and who runs its wallet calls (`house` or an external integration), for game launch. */
export function launchableGame(
  executor: Executor,
  input: { gameId: number },
): Promise<LaunchableGame | null> {
  return selectLaunchableGame(executor, input.gameId);
}

/** The built-in engine that plays a game, by its slug, for the fairness verifier; null when not built in. */
export function engineOfGameSlug(executor: Executor, input: { slug: string }): Promise<string | null> {
  return selectEngineIdBySlug(executor, input.slug);
}

/** What the game with this art key is drawn from (the game-art images); null when no game has the key. */
export function gameArtSource(executor: Executor, input: { artKey: string }): Promise<GameArtSource | null> {
  return selectGameArtSource(executor, input.artKey);
}

/** A studio's display name by its slug (its logo); null when unknown. */
export function providerName(executor: Executor, input: { slug: string }): Promise<string | null> {
  return selectProviderName(executor, input.slug);
}
