import { parseArgs } from "node:util";
import {
  commitServerSeed,
  formatMultiplier,
  isSlotGameId,
  payoutFor,
  replaySpin,
  type SlotGameId,
  verifyCommit,
} from "@casino/domain";
import { engineOfGameSlug } from "../features/games-catalogue";
import { runWithDatabase } from "./cli-database";

const USAGE = `Recomputes a provably fair spin of the built-in provider.

  npm run fair:verify -- --server-seed <hex> --client-seed <text> --nonce <n> --game <slug or engine>
                         [--server-seed-hash <hex>] [--stake <minor units>]

--game takes an engine id (classic-3-reel, video-5x3, hold-and-win) without touching the database, or a
game slug, looked up in the database the server uses (DATABASE_URL, else DATA_DIR: stop a PGlite server first).`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    "server-seed": { type: "string" },
    "client-seed": { type: "string" },
    nonce: { type: "string" },
    game: { type: "string" },
    "server-seed-hash": { type: "string" },
    stake: { type: "string" },
    help: { type: "boolean" },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const serverSeed = values["server-seed"] ?? fail("--server-seed is required");
const clientSeed = values["client-seed"] ?? fail("--client-seed is required");
const nonceText = values.nonce ?? fail("--nonce is required");
const game = values.game ?? fail("--game is required");
if (!/^\d+$/.test(nonceText)) fail("--nonce must be a non-negative integer");
if (values.stake !== undefined && !/^\d+$/.test(values.stake)) fail("--stake must be whole minor units");

function report(engineId: SlotGameId): number {
  const outcome = replaySpin(engineId, { serverSeed, clientSeed, nonce: Number(nonceText) });
  console.log(`engine:            ${engineId} (${outcome.engineVersion})`);
  console.log(`server seed hash:  ${commitServerSeed(serverSeed)}`);
  const expected = values["server-seed-hash"];
  if (expected !== undefined) {
    const isMatch = verifyCommit(serverSeed, expected);
    console.log(`commitment:        ${isMatch ? "matches" : "DOES NOT MATCH"} ${expected}`);
    if (!isMatch) return 1;
  }
  console.log(`total multiplier:  ${formatMultiplier(outcome.totalMultiplier)}× stake`);
  if (values.stake !== undefined) {
    console.log(
      `payout:            ${payoutFor(BigInt(values.stake), outcome.totalMultiplier)} for ${values.stake}`,
    );
  }
  console.log(JSON.stringify(outcome, null, 2));
  return 0;
}

try {
  if (isSlotGameId(game)) {
    process.exit(report(game));
  }
  await runWithDatabase(async (db) => {
    const engineId = await engineOfGameSlug(db, { slug: game });
    if (!engineId || !isSlotGameId(engineId)) {
      console.error(`no built-in game "${game}"`);
      return 1;
    }
    return report(engineId);
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
