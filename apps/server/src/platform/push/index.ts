/** The push channel (ARCHITECTURE D11, issue #12): WebSocket, channels, offsets and recovery. */

import { randomBytes } from "node:crypto";
import {
  GLOBAL_CHANNEL,
  PING_GRACE_SECONDS,
  PING_INTERVAL_SECONDS,
  PUSH_CHANNEL_PATH,
  PUSH_CLOSE,
  type Publication,
  playerChannel,
  type WsConnectionData,
} from "@casino/contracts";
import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { pushChannelUrl } from "../http/security-headers";
import { MAX_PAYLOAD_BYTES, PushConnection } from "./push-connection";
import { createMemoryBroker } from "./push-history";
import { ensurePushSigningKey } from "./push-key.repo";
import {
  CHANNEL_TOKEN_SECONDS,
  CONNECTION_TOKEN_SECONDS,
  signPushToken,
  verifyPushToken,
} from "./push-tokens";

export interface PushService {
  /** What app init hands a player: the channel's URL on this origin and freshly signed tokens. */
  connectionData(input: {
    origin: { protocol: string; host: string };
    playerId: string;
    now: Date;
  }): WsConnectionData;
  /** Gives the event the channel's next offset, keeps it for recovery and sends it to this node's subscribers. */
  publish(channel: string, event: string, data: unknown): Promise<Publication>;
  hasLocalSubscribers(channel: string): boolean;
  /** Closes a player's sockets on this node (signed out everywhere, blocked). */
  closePlayer(playerId: string, code: number): void;
}

declare module "fastify" {
  interface FastifyInstance {
    push: PushService;
  }
}

export interface PushOptions {
  db: Database;
  clock: Clock;
  /** Tests shorten it; the client is told in the connect frame. */
  pingIntervalMs?: number;
  /** Silence allowed past a ping interval before a client is dropped (tests shorten it). */
  pongGraceMs?: number;
  /** New connections accepted per second on this node; more are told to come back (reconnect storms). */
  connectsPerSecond?: number;
}

export const pushPlugin = fp(
  async (app: FastifyInstance, options: PushOptions) => {
    const { clock } = options;
    const secret = await ensurePushSigningKey(options.db, randomBytes(32).toString("base64url"));
    const broker = createMemoryBroker(clock);
    const pingIntervalMs = options.pingIntervalMs ?? PING_INTERVAL_SECONDS * 1000;
    const connectsPerSecond = options.connectsPerSecond ?? 200;
    const subscribers = new Map<string, Set<PushConnection>>();
    const connections = new Set<PushConnection>();
    const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
    const host = {
      broker,
      secret,
      nowSeconds,
      pingIntervalMs,
      pongGraceMs: options.pongGraceMs ?? PING_GRACE_SECONDS * 1000,
      join(channel: string, connection: PushConnection) {
        const set = subscribers.get(channel) ?? new Set<PushConnection>();
        set.add(connection);
        subscribers.set(channel, set);
      },
      leave(channel: string, connection: PushConnection) {
        const set = subscribers.get(channel);
        set?.delete(connection);
        if (set?.size === 0) subscribers.delete(channel);
      },
      forget(connection: PushConnection) {
        connections.delete(connection);
      },
    };
    let window = { second: 0, count: 0 };
    const sweeper = setInterval(() => broker.sweep(), 60_000);
    sweeper.unref();

    await app.register(websocket, {
      options: { maxPayload: MAX_PAYLOAD_BYTES },
      // Replaces the plugin's own (a close without a code): clients are told the node is going away, and
      // reconnect (to another node, or to this one restarted).
      preClose: (done) => {
        clearInterval(sweeper);
        for (const connection of connections) connection.close(PUSH_CLOSE.SHUTDOWN, "shutting down");
        app.websocketServer.close();
        done();
      },
    });
    app.get(PUSH_CHANNEL_PATH, { websocket: true, config: { sessionless: true } }, (socket, request) => {
      const second = Math.floor(Date.now() / 1000);
      window = window.second === second ? { second, count: window.count + 1 } : { second, count: 1 };
      if (window.count > connectsPerSecond) {
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
      const connection = new PushConnection(socket, verdict.grant.sub, host);
      connections.add(connection);
      connection.send({
        connect: {
          client: request.id,
          ping: Math.max(1, Math.round(pingIntervalMs / 1000)),
          expires: verdict.grant.exp,
        },
      });
    });

    const service: PushService = {
      connectionData({ origin, playerId, now }) {
        const seconds = Math.floor(now.getTime() / 1000);
        const expires = seconds + CONNECTION_TOKEN_SECONDS;
        const channelToken = (channel: string) =>
          signPushToken(secret, { sub: playerId, ch: channel, exp: seconds + CHANNEL_TOKEN_SECONDS });
        const own = playerChannel(playerId);
        return {
          url: pushChannelUrl(origin) ?? PUSH_CHANNEL_PATH,
          connectionToken: signPushToken(secret, { sub: playerId, exp: expires }),
          expires,
          connections: [own, GLOBAL_CHANNEL].map((channelName) => ({
            channelName,
            token: channelToken(channelName),
          })),
        };
      },
      async publish(channel, event, data) {
        const publication = broker.publish(channel, event, data);
        for (const connection of subscribers.get(channel) ?? []) connection.deliver(publication);
        return publication;
      },
      hasLocalSubscribers: (channel) => (subscribers.get(channel)?.size ?? 0) > 0,
      closePlayer(playerId, code) {
        for (const connection of connections)
          if (connection.playerId === playerId) connection.close(code, "ended");
      },
    };
    app.decorate("push", service);
  },
  { name: "push" },
);
