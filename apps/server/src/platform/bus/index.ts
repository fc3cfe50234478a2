/** The bus between server nodes (ARCHITECTURE D9, D25): in process by default, Redis pub/sub with REDIS_URL. */

import type { Env } from "../env";
import { type Bus, createInProcessBus } from "./bus";
import { createRedisBus } from "./redis-bus";

export type { Bus, BusHandler, BusMessage } from "./bus";
export { createInProcessBus } from "./bus";

/** The bus this deployment's settings call for. */
export function openBus(
  env: Pick<Env, "REDIS_URL" | "REDIS_PREFIX">,
  onError: (error: unknown) => void,
): Promise<Bus> {
  if (!env.REDIS_URL) return Promise.resolve(createInProcessBus(onError));
  return createRedisBus({ url: env.REDIS_URL, prefix: env.REDIS_PREFIX, onError });
}
