import {
  balanceEndpoint,
  switchToSweepStakesEndpoint,
  switchToTournamentPointsEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { loadPlayerSummary, switchGameMode } from "./player.service";

export function registerPlayerRoutes(app: FastifyInstance, { db }: ServerContext) {
  registerEndpoint(app, switchToSweepStakesEndpoint, async (_input, request) =>
    switchGameMode(db, requirePlayer(request), "SweepStakes"),
  );
  registerEndpoint(app, switchToTournamentPointsEndpoint, async (_input, request) =>
    switchGameMode(db, requirePlayer(request), "TournamentPoints"),
  );
  registerEndpoint(app, balanceEndpoint, async (_input, request) => {
    const player = await loadPlayerSummary(db, requirePlayer(request));
    return { playerBalance: player.balance, gameMode: player.gameMode };
  });
}
