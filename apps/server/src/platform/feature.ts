import type { BuildInfo } from "@casino/contracts";
import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyInstance } from "fastify";
import type { Env } from "./env";
import type { OutboxRelay } from "./outbox";

/** What every feature gets when it registers: settings, database, clock, the running build and the outbox. */
export interface ServerContext {
  env: Env;
  db: Database;
  clock: Clock;
  build: BuildInfo;
  /** Consumers of committed events subscribe here (`outbox.subscribe("wager.settled", …)`). */
  outbox: OutboxRelay;
}

/** A server feature slice; its `index.ts` exports one of these and nothing else of its internals. */
export interface Feature {
  name: string;
  register(app: FastifyInstance, context: ServerContext): void | Promise<void>;
}
