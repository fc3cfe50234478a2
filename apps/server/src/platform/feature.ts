import type { BuildInfo } from "@casino/contracts";
import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyInstance } from "fastify";
import type { Bus } from "./bus";
import type { Env } from "./env";
import type { OutboxRelay } from "./outbox";
import type { ReadCache } from "./read-cache";

/**
 * What every feature gets when it registers: settings, database, clock, the running build, the outbox,
 * the bus between nodes and the in-memory cache of read-mostly data.
 */
export interface ServerContext {
  env: Env;
  db: Database;
  clock: Clock;
  build: BuildInfo;
  /** Consumers of committed events subscribe here (`outbox.subscribe("wager.settled", …)`). */
  outbox: OutboxRelay;
  bus: Bus;
  readCache: ReadCache;
}

/** What a service that reads read-mostly data needs: the database, behind the in-memory cache. */
export type CachedReads = Pick<ServerContext, "db" | "readCache">;

/** A server feature slice; its `index.ts` exports one of these and nothing else of its internals. */
export interface Feature {
  name: string;
  register(app: FastifyInstance, context: ServerContext): void | Promise<void>;
}
