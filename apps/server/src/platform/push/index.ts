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
import { SESSIONS_ENDED_CHANNEL } from "../auth/session-endings";
import type { Bus } from "../bus";
import { pushChannelUrl } from "../http/security-headers";
import { acceptPushConnections } from "./push-accept";
import type { PushBroker } from "./push-broker";
import { MAX_PAYLOAD_BYTES } from "./push-connection";
import { PushHub } from "./push-hub";
import { ensurePushSigningKey } from "./push-key.repo";
import { createMemoryBroker } from "./push-memory-broker";
import { createRedisBroker } from "./push-redis-broker";
import { CHANNEL_TOKEN_SECONDS, CONNECTION_TOKEN_SECONDS, sessionTag, signPushToken } from "./push-tokens";

export interface PushService {
  /** What app init hands a player: the channel's URL on this origin and freshly signed tokens. */
  connectionData(input: {
    origin: { protocol: string; host: string };
    playerId: string;
    /** The id hash of the session asking: ending that session closes the connection. */
    sessionIdHash: string;
    now: Date;
  }): WsConnectionData;
  /** Gives the event the channel's next offset, keeps it for recovery and sends it to every node's subscribers. */
  publish(channel: string, event: string, data: unknown): Promise<Publication>;
  hasLocalSubscribers(channel: string): boolean;
  /**
   * Latest-state mode for what is published only while someone listens: before a returning client recovers
   * a channel starting with `prefix`, `publishLatest` publishes its current state, so the replay ends in it.
   */
  onResume(prefix: string, publishLatest: (channel: string) => Promise<void>): void;
  /** Closes a player's sockets on this node (blocked, excluded); terminal codes are never retried. */
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
  /** Where sessions that ended are announced to every node (their sockets are closed). */
  bus: Bus;
  /** History and fan-out in Redis, for several nodes; in this process's memory without it. */
  redis?: { url: string; prefix: string } | undefined;
  /** Tests shorten it; the client is told in the connect frame. */
  pingIntervalMs?: number;
  /** Silence allowed past a ping interval before a client is dropped (tests shorten it). */
  pongGraceMs?: number;
  /** New connections accepted per second on this node; more are told to come back (reconnect storms). */
  connectsPerSecond?: number;
}

async function openBroker(app: FastifyInstance, options: PushOptions): Promise<PushBroker> {
  if (!options.redis) return createMemoryBroker(options.clock);
  return createRedisBroker({
    ...options.redis,
    clock: options.clock,
    onError: (error) => app.log.error({ err: error }, "push broker error"),
  });
}

export const pushPlugin = fp(
  async (app: FastifyInstance, options: PushOptions) => {
    const { clock } = options;
    const secret = await ensurePushSigningKey(options.db, randomBytes(32).toString("base64url"));
    const broker = await openBroker(app, options);
    const hub = new PushHub();
    broker.onPublication((channel, frame) => hub.deliver(channel, frame));
    broker.onResync(() => hub.resubscribeAll());
    const sweeper = setInterval(() => broker.sweep(), 60_000);
    sweeper.unref();
    const endedSessions = listenForEndedSessions(options.bus, hub, secret);
    const resumers: { prefix: string; publishLatest: (channel: string) => Promise<void> }[] = [];
    const resume = async (channel: string) => {
      for (const { prefix, publishLatest } of resumers)
        if (channel.startsWith(prefix)) await publishLatest(channel);
    };

    await app.register(websocket, {
      options: { maxPayload: MAX_PAYLOAD_BYTES },
      // Replaces the plugin's own (a close without a code): clients are told the node is going away, and
      // reconnect (to another node, or to this one restarted).
      preClose: (done) => {
        clearInterval(sweeper);
        hub.closeWhere(() => true, PUSH_CLOSE.SHUTDOWN, "shutting down");
        app.websocketServer.close();
        done();
      },
    });
    app.addHook("onClose", () => broker.close());
    acceptPushConnections(app, {
      hub,
      broker,
      secret,
      clock,
      resume,
      isEnded: endedSessions.isEnded,
      pingIntervalMs: options.pingIntervalMs ?? PING_INTERVAL_SECONDS * 1000,
      pongGraceMs: options.pongGraceMs ?? PING_GRACE_SECONDS * 1000,
      connectsPerSecond: options.connectsPerSecond ?? 200,
    });

    const service: PushService = {
      connectionData({ origin, playerId, sessionIdHash, now }) {
        const seconds = Math.floor(now.getTime() / 1000);
        const expires = seconds + CONNECTION_TOKEN_SECONDS;
        const channelToken = (channel: string) =>
          signPushToken(secret, { sub: playerId, ch: channel, exp: seconds + CHANNEL_TOKEN_SECONDS });
        const grant = { sub: playerId, sid: sessionTag(secret, sessionIdHash), exp: expires };
        return {
          url: pushChannelUrl(origin) ?? PUSH_CHANNEL_PATH,
          connectionToken: signPushToken(secret, grant),
          expires,
          connections: [playerChannel(playerId), GLOBAL_CHANNEL].map((channelName) => ({
            channelName,
            token: channelToken(channelName),
          })),
        };
      },
      publish: (channel, event, data) => broker.publish(channel, event, data),
      hasLocalSubscribers: (channel) => hub.hasSubscribers(channel),
      onResume(prefix, publishLatest) {
        resumers.push({ prefix, publishLatest });
      },
      closePlayer(playerId, code) {
        hub.closeWhere((connection) => connection.playerId === playerId, code, "ended");
      },
    };
    app.decorate("push", service);
  },
  { name: "push" },
);

/**
 * A session that ends (sign-out, sign-out everywhere, password reset) closes its sockets on every node with
 * a terminal code, and its still-valid connection token is refused until it expires.
 */
function listenForEndedSessions(bus: Bus, hub: PushHub, secret: string) {
  // When each ended, kept as long as a token issued before it could still be presented.
  const endedTags = new Map<string, number>();
  const endedPlayers = new Map<string, number>();
  const remember = (map: Map<string, number>, key: string) => {
    const now = Date.now();
    map.set(key, now);
    for (const [known, endedAt] of map)
      if (endedAt < now - CONNECTION_TOKEN_SECONDS * 1000) map.delete(known);
  };
  bus.subscribe(SESSIONS_ENDED_CHANNEL, (message) => {
    const { playerId, idHash } = message as { playerId?: unknown; idHash?: unknown };
    if (typeof playerId !== "string") return;
    if (typeof idHash === "string") {
      const tag = sessionTag(secret, idHash);
      remember(endedTags, tag);
      hub.closeWhere((connection) => connection.sessionTag === tag, PUSH_CLOSE.SESSION_ENDED, "signed out");
    } else {
      remember(endedPlayers, playerId);
      hub.closeWhere(
        (connection) => connection.playerId === playerId,
        PUSH_CLOSE.SESSION_ENDED,
        "signed out",
      );
    }
  });
  return {
    isEnded(grant: { sub: string; sid?: string; exp: number }): boolean {
      if (grant.sid !== undefined && endedTags.has(grant.sid)) return true;
      const playerEndedAt = endedPlayers.get(grant.sub);
      if (playerEndedAt === undefined) return false;
      // A token issued after a sign-out everywhere belongs to a new session (a second's grace: the token
      // counts whole seconds).
      const issuedAtMs = (grant.exp - CONNECTION_TOKEN_SECONDS) * 1000;
      return issuedAtMs + 1000 < playerEndedAt;
    },
  };
}

/** The key and the HMAC grant format, for another feature's short-lived grants (support chat, decision 038). */
export { ensurePushSigningKey } from "./push-key.repo";
export { type PushGrant, signPushToken, verifyPushToken } from "./push-tokens";
