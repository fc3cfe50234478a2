import {
  balanceEndpoint,
  switchToSweepStakesEndpoint,
  switchToTournamentPointsEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { runGameModeGuards } from "./player.game-mode-guards";
import { loadPlayerSummary, switchGameMode } from "./player.service";

export function registerPlayerRoutes(app: FastifyInstance, { db }: ServerContext) {
  // The player's other tabs follow the mode too.
  const switched = (playerId: string, result: Awaited<ReturnType<typeof switchGameMode>>) => {
    app.liveBalances.announce(playerId);
    return result;
  };
  registerEndpoint(app, switchToSweepStakesEndpoint, async (_input, request) => {
    const playerId = requirePlayer(request);
    await runGameModeGuards(app, request, { playerId, gameMode: "SweepStakes" });
    return switched(playerId, await switchGameMode(db, playerId, "SweepStakes"));
  });
  registerEndpoint(app, switchToTournamentPointsEndpoint, async (_input, request) => {
    const playerId = requirePlayer(request);
    return switched(playerId, await switchGameMode(db, playerId, "TournamentPoints"));
  });
  registerEndpoint(app, balanceEndpoint, async (_input, request) => {
    const player = await loadPlayerSummary(db, requirePlayer(request));
    return { playerBalance: player.balance, gameMode: player.gameMode };
  });
}
