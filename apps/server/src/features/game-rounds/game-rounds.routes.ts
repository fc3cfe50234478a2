import { operatorRoundEndpoint, playerRoundsEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { hasOperatorToken } from "../../platform/auth/operator-token";
import { requirePlayer } from "../../platform/auth/session";
import { AppError } from "../../platform/errors";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint, registeredEndpoints } from "../../platform/http/contract-route";
import { operatorRound, playerRounds } from "./game-rounds.service";

export async function registerGameRoundRoutes(app: FastifyInstance, { env, db }: ServerContext) {
  registerEndpoint(app, playerRoundsEndpoint, ({ query }, request) =>
    playerRounds({ db }, { playerId: requirePlayer(request), limit: query.limit, offset: query.offset }),
  );

  const operatorToken = env.OPERATOR_API_TOKEN;
  if (!operatorToken) return;
  await app.register(async (scope) => {
    // Checked before anything else, so a caller without the token learns nothing about the input.
    scope.addHook("onRequest", async (request) => {
      if (!hasOperatorToken(request.headers.authorization, operatorToken)) {
        throw new AppError("UNAUTHENTICATED", 401, "Send the operator token as a bearer token.");
      }
    });
    registerEndpoint(scope, operatorRoundEndpoint, ({ params }) =>
      operatorRound({ db }, { roundId: params.id }),
    );
  });
  registeredEndpoints(app).push(operatorRoundEndpoint);
}
