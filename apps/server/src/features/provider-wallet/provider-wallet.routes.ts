import {
  type Endpoint,
  providerAuthenticateEndpoint,
  providerBalanceEndpoint,
  providerBetEndpoint,
  providerEndRoundEndpoint,
  providerRollbackEndpoint,
  providerWinEndpoint,
  SIGNATURE_HEADER,
  SIGNATURE_WINDOW_SECONDS,
  TIMESTAMP_HEADER,
} from "@casino/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, toEnvelope } from "../../platform/errors";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint, registeredEndpoints } from "../../platform/http/contract-route";
import {
  WalletRefusal,
  walletAuthenticate,
  walletBalance,
  walletBet,
  walletEndRound,
  walletRollback,
  walletWin,
} from "./provider-wallet.service";
import { providerSecret, verifyWalletCall } from "./provider-wallet.signature";

/** The exact bytes the provider signed, kept per request by this plugin's own JSON parser. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();
const invalidJson = new WeakSet<FastifyRequest>();

type JsonParser = (
  request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) => void;

/**
 * The seamless wallet (ARCHITECTURE D17) for every provider: `POST /api/provider/{provider}/{operation}/`.
 * In its own plugin scope, so the raw-body JSON parser, the signature check and the error answers that
 * carry the balance apply to these routes only.
 */
export async function registerProviderWalletRoutes(app: FastifyInstance, { env, db, clock }: ServerContext) {
  // Looked up per call: the player feature decorates the app with live balances, in whichever order.
  const deps = { db, clock, balanceMoved: (playerId: string) => app.liveBalances.announce(playerId) };
  const endpoints: Endpoint[] = [];
  await app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser("error", "error") as unknown as JsonParser;
    scope.removeContentTypeParser(["application/json"]);
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: 64 * 1024 },
      (request, body, done) => {
        rawBodies.set(request, body as Buffer);
        parseJson(request, (body as Buffer).toString("utf8"), (error, value) => {
          // The signature is checked before the body is judged, so a forged call never learns more than 401.
          if (error) invalidJson.add(request);
          done(null, error ? undefined : value);
        });
      },
    );

    scope.addHook("preHandler", async (request) => {
      const { provider } = request.params as { provider?: string };
      const verdict = verifyWalletCall({
        secret: provider ? providerSecret(env, provider) : undefined,
        // The route's own last segment, not the URL sent: the operation this handler will perform.
        operation: request.routeOptions.url?.split("/").filter(Boolean).at(-1),
        body: rawBodies.get(request) ?? Buffer.alloc(0),
        timestampHeader: request.headers[TIMESTAMP_HEADER],
        signatureHeader: request.headers[SIGNATURE_HEADER],
        now: clock.now(),
      });
      if (verdict === "INVALID_SIGNATURE") {
        throw new AppError(
          "INVALID_SIGNATURE",
          401,
          `The ${SIGNATURE_HEADER} header does not sign this ${TIMESTAMP_HEADER}, operation and body.`,
        );
      }
      if (verdict === "SIGNATURE_EXPIRED") {
        throw new AppError(
          "SIGNATURE_EXPIRED",
          401,
          `The ${TIMESTAMP_HEADER} header is more than ${SIGNATURE_WINDOW_SECONDS} s from the server's clock.`,
        );
      }
      if (invalidJson.has(request))
        throw new AppError("BAD_REQUEST", 400, "The request body is not valid JSON.");
    });

    scope.setErrorHandler((error, request, reply) => {
      if (!(error instanceof WalletRefusal)) throw error;
      const { success: _success, ...balance } = error.balance;
      return reply.status(error.statusCode).send({ ...toEnvelope(error, request.id), ...balance });
    });

    const register = <E extends Endpoint>(
      endpoint: E,
      handler: Parameters<typeof registerEndpoint<E>>[2],
    ) => {
      registerEndpoint(scope, endpoint, handler);
      endpoints.push(endpoint);
    };
    register(providerAuthenticateEndpoint, ({ params, body }) =>
      walletAuthenticate(deps, { provider: params.provider, call: body }),
    );
    register(providerBalanceEndpoint, ({ params, body }) =>
      walletBalance(deps, { provider: params.provider, call: body }),
    );
    register(
      providerBetEndpoint,
      async ({ params, body }) => (await walletBet(deps, { provider: params.provider, call: body })).answer,
    );
    register(
      providerWinEndpoint,
      async ({ params, body }) => (await walletWin(deps, { provider: params.provider, call: body })).answer,
    );
    register(
      providerRollbackEndpoint,
      async ({ params, body }) =>
        (await walletRollback(deps, { provider: params.provider, call: body })).answer,
    );
    register(
      providerEndRoundEndpoint,
      async ({ params, body }) =>
        (await walletEndRound(deps, { provider: params.provider, call: body })).answer,
    );
  });
  // The scope is its own Fastify instance: list the endpoints on the root too, for the OpenAPI document.
  registeredEndpoints(app).push(...endpoints);
}
