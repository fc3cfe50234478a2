import { PUSH_CHANNEL_PATH, PUSH_CLOSE } from "@casino/contracts";
import type { Clock } from "@casino/domain";
import type { FastifyInstance } from "fastify";
import type { PushBroker } from "./push-broker";
import { PushConnection } from "./push-connection";
import type { PushHub } from "./push-hub";
import { type PushGrant, verifyPushToken } from "./push-tokens";

export interface AcceptOptions {
  hub: PushHub;
  broker: PushBroker;
  secret: string;
  clock: Clock;
  resume(channel: string): Promise<void>;
  /** Whether the grant's session has ended since the token was signed. */
  isEnded(grant: PushGrant): boolean;
  pingIntervalMs: number;
  pongGraceMs: number;
  connectsPerSecond: number;
}

/**
 * The upgrade at PUSH_CHANNEL_PATH: a limit on connects per second (a reconnect storm after a restart is
 * told to come back after its backoff), then the connection token, then the connect frame.
 */
export function acceptPushConnections(app: FastifyInstance, options: AcceptOptions) {
  const { hub, secret, clock } = options;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const host = {
    broker: options.broker,
    resume: options.resume,
    secret,
    nowSeconds,
    pingIntervalMs: options.pingIntervalMs,
    pongGraceMs: options.pongGraceMs,
    join: (channel: string, connection: PushConnection) => hub.join(channel, connection),
    leave: (channel: string, connection: PushConnection) => hub.leave(channel, connection),
    forget: (connection: PushConnection) => hub.forget(connection),
  };
  let window = { second: 0, count: 0 };

  app.get(PUSH_CHANNEL_PATH, { websocket: true, config: { sessionless: true } }, (socket, request) => {
    const second = Math.floor(Date.now() / 1000);
    window = window.second === second ? { second, count: window.count + 1 } : { second, count: 1 };
    if (window.count > options.connectsPerSecond) {
      socket.close(PUSH_CLOSE.CONNECT_LIMIT, "too many connects");
      return;
    }
    const token = (request.query as { token?: unknown }).token;
    const verdict =
      typeof token === "string"
        ? verifyPushToken(secret, token, nowSeconds())
        : ({ ok: false, reason: "invalid" } as const);
    if (!verdict.ok || verdict.grant.ch !== undefined) {
      const isExpired = !verdict.ok && verdict.reason === "expired";
      socket.close(
        isExpired ? PUSH_CLOSE.TOKEN_EXPIRED : PUSH_CLOSE.INVALID_TOKEN,
        isExpired ? "token expired" : "invalid token",
      );
      return;
    }
    const { grant } = verdict;
    if (options.isEnded(grant)) {
      socket.close(PUSH_CLOSE.SESSION_ENDED, "signed out");
      return;
    }
    const connection = new PushConnection(socket, grant.sub, grant.sid, host);
    hub.add(connection);
    connection.send({
      connect: {
        client: request.id,
        ping: Math.max(1, Math.round(options.pingIntervalMs / 1000)),
        expires: grant.exp,
      },
    });
  });
}
