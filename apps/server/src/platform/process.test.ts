import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@casino/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freePort,
  killSpawnedServers,
  type ServerProcess,
  startServer,
  waitUntilReady,
} from "../test-support/server-process";
import { ensureWebBuild } from "../test-support/web-build";

const PROCESS_TIMEOUT = 120_000;

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  return server.exited;
}

async function supportEmailOf(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/rest/static-info/`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { supportEmail: string }).supportEmail;
}

/** Sends a POST whose body is still arriving; returns a function that sends the rest and reads the answer. */
async function startSlowRequest(server: ServerProcess) {
  const socket = connect(server.port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk;
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const body = JSON.stringify({ note: "sent slowly" });
  socket.write(
    [
      "POST /rest/slow-upload/ HTTP/1.1",
      `Host: 127.0.0.1:${server.port}`,
      "Content-Type: application/json",
      "x-casino-client: web",
      `Content-Length: ${body.length}`,
      "Connection: keep-alive",
      "",
      body.slice(0, 4),
    ].join("\r\n"),
  );
  return {
    async finish() {
      socket.write(body.slice(4));
      await closed;
      return answer;
    },
    destroy: () => socket.destroy(),
  };
}

/** Signs in with the README's published demo password. */
const signInAsDemoPlayer = (server: ServerProcess) =>
  fetch(`${server.baseUrl}/rest/auth/signin/`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-casino-client": "web" },
    body: JSON.stringify({ email: "demo@casino.test", password: "DemoPlayer1" }),
  });

// One run is enough: these start real processes on the embedded database, whatever TEST_DB says.
describe.runIf(process.env.TEST_DB !== "pg")("the server process", () => {
  let dataDir: string;
  let running: ServerProcess | undefined;

  beforeAll(async () => {
    await ensureWebBuild();
    dataDir = mkdtempSync(join(tmpdir(), "casino-process-test-"));
  }, 240_000);

  afterAll(async () => {
    await killSpawnedServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "stops at once with a message naming PORT when PORT is not a number",
    async () => {
      const server = startServer({ PORT: "abc", DATA_DIR: dataDir });
      const { code } = await server.exited;
      expect(code).not.toBe(0);
      expect(server.output()).toMatch(/Invalid environment:[\s\S]*PORT/);
    },
    PROCESS_TIMEOUT,
  );

  it(
    "migrates and seeds a new DATA_DIR on first start and serves the API",
    async () => {
      const server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
      await waitUntilReady(server);
      expect(await supportEmailOf(server)).toBe("support@funrize.example");
      const terms = await fetch(`${server.baseUrl}/rest/page/info/terms/`);
      expect(terms.status).toBe(200);
      // Outside demo mode nobody holds a published password, and nobody's mail is on show.
      expect((await signInAsDemoPlayer(server)).status).toBe(401);
      expect((await fetch(`${server.baseUrl}/rest/dev/mailbox/`)).status).toBe(404);
      expect(server.output()).not.toContain("DEMO MODE");
      expect(await stop(server)).toEqual({ code: 0, signal: null });
    },
    PROCESS_TIMEOUT,
  );

  it(
    "in demo mode, seeds the demo players and says so in its log",
    async () => {
      const demoDir = mkdtempSync(join(tmpdir(), "casino-demo-test-"));
      try {
        const server = startServer({ PORT: String(await freePort()), DATA_DIR: demoDir, DEMO: "true" });
        await waitUntilReady(server);
        expect((await signInAsDemoPlayer(server)).status).toBe(200);
        expect(server.output()).toContain("DEMO MODE: not for real players or real money.");
        expect(await stop(server)).toEqual({ code: 0, signal: null });
      } finally {
        rmSync(demoDir, { recursive: true, force: true });
      }
    },
    PROCESS_TIMEOUT,
  );

  it(
    "keeps the data of a DATA_DIR across restarts, operator changes included",
    async () => {
      // An operator edit while the server is down: a restart must neither lose it nor seed over it.
      const db = await openDatabase({ kind: "pglite", dataDir });
      await db.query("UPDATE brand_content SET support_email = $1 WHERE brand_id = 'funrize'", [
        "help@funrize.example",
      ]);
      await db.close();

      running = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
      await waitUntilReady(running);
      expect(await supportEmailOf(running)).toBe("help@funrize.example");
    },
    PROCESS_TIMEOUT,
  );

  it(
    "refuses to start a second server on a DATA_DIR in use, naming DATA_DIR",
    async () => {
      if (!running) throw new Error("needs the server of the previous test");
      const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
      const { code } = await second.exited;
      expect(code).not.toBe(0);
      expect(second.output()).toContain("DATA_DIR");
      expect(second.output()).toContain(dataDir);
      // The first server is unharmed.
      expect(await supportEmailOf(running)).toBe("help@funrize.example");
    },
    PROCESS_TIMEOUT,
  );

  it(
    "finishes a request still in flight on SIGTERM, then exits 0",
    async () => {
      const server = running;
      if (!server) throw new Error("needs the server of the previous test");
      const request = await startSlowRequest(server);
      try {
        // Give the server time to read the headers, so the request is in flight when the signal comes.
        await new Promise((resolve) => setTimeout(resolve, 300));
        server.child.kill("SIGTERM");
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(server.isRunning()).toBe(true);
        const answer = await request.finish();
        expect(answer).toMatch(/^HTTP\/1\.1 404 /);
        expect(answer).toContain('"code":"ROUTE_NOT_FOUND"');
      } finally {
        request.destroy();
      }
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain("shutting down: finishing in-flight requests");
    },
    PROCESS_TIMEOUT,
  );
});
