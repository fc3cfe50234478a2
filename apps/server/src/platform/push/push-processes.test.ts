import { randomUUID } from "node:crypto";
import { BALANCE_CHANGED, type PlayerAppInit, PUSH_CHANNEL_PATH, playerChannel } from "@casino/contracts";
import type { Database } from "@casino/db";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createTestPlayer } from "../../test-support/players";
import { PushTestClient } from "../../test-support/push-client";
import {
  freePort,
  killSpawnedServers,
  type ServerProcess,
  startServer,
  waitUntilReady,
} from "../../test-support/server-process";
import { createPostgresTestDatabase } from "../../test-support/test-database";
import { ensureWebBuild } from "../../test-support/web-build";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const PROCESS_TIMEOUT = 240_000;

// Two real server processes need a database both can open: PostgreSQL, so this runs in that project only.
describe.runIf(process.env.TEST_DB === "pg")("two server processes on one database and one Redis", () => {
  const prefix = `test-${randomUUID()}:`;
  const admin = new Redis(REDIS_URL);
  let db: Database;
  let servers: ServerProcess[];
  let socket: WebSocket | null = null;

  beforeAll(async () => {
    await ensureWebBuild();
    const database = await createPostgresTestDatabase();
    db = database.db;
    const env = { DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: prefix, LOG_LEVEL: "warn" };
    servers = [
      startServer({ ...env, PORT: String(await freePort()) }),
      startServer({ ...env, PORT: String(await freePort()) }),
    ];
    await Promise.all(servers.map((server) => waitUntilReady(server)));
  }, PROCESS_TIMEOUT);

  afterAll(async () => {
    socket?.terminate();
    await killSpawnedServers();
    await db?.close();
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
  });

  it("a tab on one process follows a mode switch the player makes through the other", async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const player = await createTestPlayer(db);
    const init = (await (
      await fetch(`${first.baseUrl}/rest/app/init/`, { headers: { cookie: player.cookie } })
    ).json()) as PlayerAppInit;
    const token = init.wsConnectionData.connectionToken;
    socket = new WebSocket(`ws://127.0.0.1:${second.port}${PUSH_CHANNEL_PATH}?token=${token}`);
    const client = new PushTestClient(socket);
    await client.next((frame) => "connect" in frame, 10_000);
    await client.call({ subscribe: { channel: playerChannel(player.playerId) } });

    const target = init.playerInfo.gameMode === "SweepStakes" ? "tournament-points" : "sweep-stakes";
    const switched = await fetch(`${first.baseUrl}/rest/player/game-mode/switch-to-${target}/`, {
      method: "POST",
      headers: {
        cookie: player.cookie,
        "content-type": "application/json",
        "x-casino-client": "web",
        origin: "https://casino.example",
      },
      body: "{}",
    });
    expect(switched.status).toBe(200);
    const event = await client.next((frame) => frame.event === BALANCE_CHANGED, 10_000);
    expect(event.data).toMatchObject({
      gameMode: target === "sweep-stakes" ? "SweepStakes" : "TournamentPoints",
    });
  }, 30_000);
});
