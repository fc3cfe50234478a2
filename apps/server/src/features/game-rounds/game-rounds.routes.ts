import {
  backofficePlayerRoundsEndpoint,
  operatorRoundEndpoint,
  playerRoundsEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { backofficePlayerRounds, operatorRound, playerRounds } from "./game-rounds.service";

export async function registerGameRoundRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  registerEndpoint(app, playerRoundsEndpoint, ({ query }, request) =>
    playerRounds({ db }, { playerId: requirePlayer(request), limit: query.limit, offset: query.offset }),
  );
  registerEndpoint(app, operatorRoundEndpoint, ({ params }, request) =>
    operatorRound({ db, clock }, request, { roundId: params.id }),
  );
  registerEndpoint(app, backofficePlayerRoundsEndpoint, ({ params, query }, request) =>
    backofficePlayerRounds({ db, clock }, request, { playerId: params.id, ...query }),
  );
}
