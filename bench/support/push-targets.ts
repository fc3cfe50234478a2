import { randomBytes, randomUUID } from "node:crypto";
import { PUSH_CHANNEL_PATH, playerChannel } from "@casino/contracts";
import type { RunningServer } from "./casino-server";
import type { ClientPlan } from "./push-clients";
import { type RawWsServer, startRawWsServer } from "./raw-ws-server";

/** The event name every benchmark message is published under. */
export const BENCH_EVENT = "bench.tick";

/**
 * Where a benchmark's messages go: message n of a step is for client n mod the number of clients, and
 * carries the step and the time it was due (`{s, t}`, read by support/push-clients-process.ts).
 */
export interface PushTarget {
  plans: ClientPlan[];
  send(n: number, step: number, dueUs: number): void;
  /** Throws what went wrong in a send that completes later (a publication through Redis). */
  check(): void;
  close(): Promise<void>;
}

/** Made-up players: the channel authorisation checks the signed grant, not the players table. */
export const benchPlayers = (count: number) => Array.from({ length: count }, () => randomUUID());

/**
 * The push channel of a running casino server: each client connects with its own player's connection
 * token and joins that player's channel with the channel token, as the web app does; message n is
 * published on player n mod count's channel through `app.push.publish`, the path every feature takes.
 */
export function casinoTarget(server: RunningServer, players: readonly string[]): PushTarget {
  const { host } = new URL(server.origin);
  const channels = players.map(playerChannel);
  const plans = players.map((playerId, index): ClientPlan => {
    // A session of its own per player: only a sign-out looks it up, and none happens here.
    const sessionIdHash = randomBytes(32).toString("hex");
    const data = server.app.push.connectionData({
      origin: { protocol: "http", host },
      playerId,
      sessionIdHash,
      now: new Date(),
    });
    const channel = channels[index] ?? "";
    const token = data.connections.find((connection) => connection.channelName === channel)?.token ?? "";
    const query = new URLSearchParams({ token: data.connectionToken });
    return { url: `ws://${host}${PUSH_CHANNEL_PATH}?${query}`, subscribe: { channel, token } };
  });
  let failure: unknown = null;
  const fail = (error: unknown) => {
    failure ??= error;
  };
  return {
    plans,
    send(n, step, dueUs) {
      server.app.push
        .publish(channels[n % channels.length] ?? "", BENCH_EVENT, { s: step, t: dueUs })
        .catch(fail);
    },
    check() {
      if (failure !== null) throw failure;
    },
    close: () => server.close(),
  };
}

/**
 * The baseline: a bare `ws` server that sends each socket in turn the frame a publication would be (the
 * same keys, a channel name, offset and epoch of the same lengths), serialised per send as the push server
 * does. Sending message n to socket n mod count is a broadcast loop over every socket, paced: each round
 * of `count` messages is one broadcast, spread over time at the step's rate rather than sent in one burst,
 * so both sides deliver the same messages to the same sockets at the same moments.
 */
export async function rawWsTarget(players: readonly string[]): Promise<PushTarget & { server: RawWsServer }> {
  // Clients send nothing here; the push channel's limit on incoming frames, for the same server options.
  const server = await startRawWsServer(64 * 1024);
  const channels = players.map(playerChannel);
  const epoch = randomBytes(6).toString("base64url");
  return {
    server,
    plans: players.map(() => ({ url: server.url, subscribe: null })),
    send(n, step, dueUs) {
      const socket = server.sockets[n % server.sockets.length];
      if (!socket || socket.readyState !== socket.OPEN) return;
      const publication = {
        channel: channels[n % channels.length],
        event: BENCH_EVENT,
        data: { s: step, t: dueUs },
        offset: Math.floor(n / channels.length) + 1,
        epoch,
      };
      socket.send(JSON.stringify(publication));
    },
    check() {},
    close: () => server.close(),
  };
}
