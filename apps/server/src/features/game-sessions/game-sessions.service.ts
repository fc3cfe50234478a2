import { randomBytes } from "node:crypto";
import type { GameLaunch } from "@casino/contracts";
import { isSlotGameId } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import type { ServerContext } from "../../platform/feature";
import { launchableGame } from "../games-catalogue";
import { assertAllowed } from "../geo-restriction";
import { balancesOf } from "../ledger";
import { playerStateOf } from "../player";
import { HOUSE_PROVIDER, hashSessionToken, openGameSession, SESSION_IDLE_MS } from "../provider-wallet";
import { assertMayPlay } from "../responsible-play";

/** Play money of a demo session: 10,000 coins, or 100.00 entries (both 10,000 minor units). */
export const DEMO_BALANCE = 10_000n;

const gameNotFound = () => new AppError("GAME_NOT_FOUND", 404, "This game is not available.");

/**
 * Opens a game session for the player in their current game mode and answers the iframe URL with its
 * token. Real play needs a playable balance (NO_REAL_FUNDS sends the web to the demo offer); demo play
 * gets play money kept on the session, never on the ledger.
 */
export async function launchGame(
  ctx: Pick<ServerContext, "db" | "clock" | "readCache">,
  input: { playerId: string; gameId: number; mode: "real" | "demo"; request: FastifyRequest },
): Promise<GameLaunch> {
  const { db, clock } = ctx;
  const { playerId, gameId, mode } = input;
  const game = await launchableGame(db, { gameId });
  // Only the built-in provider can be launched until an external integration brings its launch adapter.
  if (!game || game.integration !== HOUSE_PROVIDER || !game.engineId || !isSlotGameId(game.engineId)) {
    throw gameNotFound();
  }
  if (mode === "demo" && !game.hasDemo) throw gameNotFound();
  const gameMode = (await playerStateOf(db, playerId))?.gameMode;
  if (!gameMode) throw new AppError("UNAUTHENTICATED", 401, "Sign in to continue.");
  if (mode === "real") {
    // Cooled off, excluded or restricted: no real-money play (the wallet's bet refuses it too).
    await assertMayPlay(db, { playerId, now: clock.now() });
    // Where the player is or lives may not allow SweepStakes play (decision 041).
    if (gameMode === "SweepStakes") {
      await assertAllowed(ctx, input.request, { playerId, action: "sweepstakesPlay" });
    }
    const balances = await balancesOf(db, playerId);
    const playable = gameMode === "SweepStakes" ? balances.entries + balances.winnings : balances.coins;
    if (playable <= 0n) {
      throw new AppError(
        "NO_REAL_FUNDS",
        409,
        "There is no balance to play with in this mode; try the demo.",
      );
    }
  }
  const token = randomBytes(32).toString("base64url");
  const now = clock.now();
  await openGameSession(db, {
    tokenHash: hashSessionToken(token),
    playerId,
    gameId: game.id,
    providerSlug: game.integration,
    mode,
    gameMode,
    demoBalance: mode === "demo" ? DEMO_BALANCE : null,
    now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return {
    success: true,
    gameId: game.id,
    mode,
    gameMode,
    url: `/games/${encodeURIComponent(game.slug)}/?token=${token}`,
    sessionToken: token,
  };
}
