import {
  type Endpoint,
  supportChatAuthEndpoint,
  supportChatConversationEndpoint,
  supportChatSendEndpoint,
} from "@casino/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import { AppError } from "../../platform/errors";
import { registerEndpoint, registeredEndpoints } from "../../platform/http/contract-route";
import { limitRatePerAccount } from "../../platform/rate-limit";
import {
  authorizeChat,
  playerConversation,
  type SupportChatContext,
  sendPlayerMessage,
} from "./support-chat.service";
import type { ChatGrant } from "./support-chat.tokens";

/** A player writes to a person: a burst is fine, a flood is not. */
const SEND_LIMIT = { name: "support-chat-send", max: 30, windowMs: 60_000 };

const grants = new WeakMap<FastifyRequest, ChatGrant>();

function grantOf(request: FastifyRequest): ChatGrant {
  const grant = grants.get(request);
  // The scope's hook refuses a request without one first; reaching here without one is a wiring defect.
  if (!grant) throw new Error("a chat route ran without its token check");
  return grant;
}

/** `Authorization: Bearer <token>`, or null. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer ([\w.-]{1,2000})$/.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The player's side of support chat. The chat endpoints live in a scope of their own whose hook checks the
 * chat token before anything else (as the provider wallet checks its signature), so a call without a
 * valid one learns nothing but 401, whatever its input.
 */
export async function registerSupportChatRoutes(app: FastifyInstance, ctx: SupportChatContext) {
  registerEndpoint(app, supportChatAuthEndpoint, ({ body }, request) =>
    authorizeChat(ctx, { playerId: requirePlayer(request), brand: request.brand, ...body }),
  );
  limitRatePerAccount(
    app,
    supportChatSendEndpoint,
    SEND_LIMIT,
    (request) => grants.get(request)?.playerId ?? null,
  );

  const endpoints: Endpoint[] = [];
  await app.register(async (scope) => {
    scope.addHook("preHandler", async (request) => {
      const token = bearerOf(request);
      const verdict = token ? ctx.tokens.verify(token, request.brand.id, ctx.clock.now()) : null;
      if (verdict?.ok) {
        grants.set(request, verdict.grant);
        return;
      }
      if (verdict?.reason === "expired")
        throw new AppError(
          "CHAT_TOKEN_EXPIRED",
          401,
          "The chat token expired: ask POST /api/chat/auth/ for a new one.",
        );
      throw new AppError(
        "CHAT_TOKEN_INVALID",
        401,
        "Send a chat token from POST /api/chat/auth/ as a bearer token.",
      );
    });
    registerEndpoint(scope, supportChatConversationEndpoint, (_input, request) =>
      playerConversation(ctx, grantOf(request)),
    );
    registerEndpoint(scope, supportChatSendEndpoint, ({ body }, request) =>
      sendPlayerMessage(ctx, grantOf(request), body),
    );
    endpoints.push(supportChatConversationEndpoint, supportChatSendEndpoint);
  });
  // The scope is its own Fastify instance: list its endpoints on the root too, for the OpenAPI document.
  registeredEndpoints(app).push(...endpoints);
}
