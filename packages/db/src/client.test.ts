import { createServer, type Server, type Socket } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseErrorMessage, isDatabaseUnavailable, redactDatabaseUrl, wrapPglite } from "./client";

const pgError = (code: string, message = "server said no") => Object.assign(new Error(message), { code });

async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

describe("telling an unreachable database from a failing query", () => {
  let silent: Server;
  let silentPort = 0;
  const accepted = new Set<Socket>();
  beforeAll(async () => {
    // Accepts connections and never answers: what a hung server or a full backlog looks like.
    silent = createServer((socket) => accepted.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of accepted) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("a refused connection is unavailability, and says where", async () => {
    const pool = new pg.Pool({ connectionString: "postgres://u:p@127.0.0.1:1/x" });
    const error = await failureOf(() => pool.query("select 1"));
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(databaseErrorMessage(error)).toBe("connect ECONNREFUSED 127.0.0.1:1");
  });

  it("a pool that cannot get a connection in time is unavailability", async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://u:p@127.0.0.1:${silentPort}/x`,
      connectionTimeoutMillis: 200,
    });
    const error = await failureOf(() => pool.query("select 1"));
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("an ended pool and a closed PGlite are unavailability", async () => {
    const pool = new pg.Pool({ connectionString: "postgres://u:p@127.0.0.1:1/x" });
    await pool.end();
    expect(isDatabaseUnavailable(await failureOf(() => pool.query("select 1")))).toBe(true);
    const db = wrapPglite(new PGlite());
    await db.close();
    expect(isDatabaseUnavailable(await failureOf(() => db.query("select 1")))).toBe(true);
    // Starting PGlite compiles its WebAssembly: seconds on a busy two-core machine, like the server tests.
  }, 20_000);

  it("admin shutdown, connection exceptions and too many connections are unavailability, wrapped or not", () => {
    for (const code of ["57P01", "57P02", "57P03", "08000", "08003", "08006", "08P01", "53300"]) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
      const wrapped = new Error("Failed query: select 1", { cause: pgError(code) });
      expect(isDatabaseUnavailable(wrapped), `wrapped ${code}`).toBe(true);
    }
    const refusedLocalhost = Object.assign(new AggregateError([pgError("ECONNREFUSED")], ""), {
      code: "ECONNREFUSED",
    });
    expect(isDatabaseUnavailable(refusedLocalhost)).toBe(true);
  });

  it("a bad query or a broken constraint is not", async () => {
    for (const code of ["42601", "23505", "23514", "40001", "P0001"]) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(false);
    }
    const db = wrapPglite(new PGlite());
    const error = await failureOf(() => db.query("select * from no_such_table"));
    await db.close();
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe("printing a database URL", () => {
  it("leaves out the user, the password and the query", () => {
    expect(redactDatabaseUrl("postgres://casino:s3cret@db.internal:5432/casino?sslmode=require")).toBe(
      "postgres://…@db.internal:5432/casino",
    );
    expect(redactDatabaseUrl("postgresql://db.internal/casino")).toBe("postgresql://db.internal/casino");
  });
});
