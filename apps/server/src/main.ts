import { EnvError, parseEnv } from "./platform/env";
import { StartupError } from "./platform/errors";

async function main() {
  const env = parseEnv();
  // React picks its production or development build from this variable when it is first imported, so it
  // must be set before anything imports React: the rest of the server is loaded only after this line.
  process.env.NODE_ENV = env.NODE_ENV;
  const { boot } = await import("./boot");
  await boot(env);
}

main().catch((error: unknown) => {
  // A bad setting or a missing database is told in one line; anything else keeps its stack for debugging.
  console.error(error instanceof EnvError || error instanceof StartupError ? error.message : error);
  process.exit(1);
});
