import { createPushClient, type PushClient, type PushClientOptions } from "./push-client";

/**
 * Starts the push channel for a signed-in player's tab and returns its client (close it on sign-out or
 * unmount). Call it after hydration from a module reached by a dynamic `import()`: this one brings zod and
 * the contracts' schemas, which the first load must not carry (decisions 022 and 025).
 */
export function startPushClient(
  options: PushClientOptions | PushClientOptions["getConnectionData"],
): PushClient {
  const client = createPushClient(typeof options === "function" ? { getConnectionData: options } : options);
  client.connect();
  return client;
}
