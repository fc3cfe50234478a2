import type { Executor } from "@casino/db";
import { selectEngineIdBySlug, selectLaunchableGame } from "./games-catalogue.lookup.repo";

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
