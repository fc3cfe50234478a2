import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Database, migrateDatabase, openDatabase, seedDatabase, wrapPglite } from "@casino/db";
import { PGlite } from "@electric-sql/pglite";

/**
 * Starting PGlite from nothing runs initdb, which costs seconds per test file; loading a dumped data
 * folder does not. So the migrated and seeded database is dumped once, kept under the temp directory
 * named by a hash of everything that shapes it, and every test file loads its own in-memory copy.
 */
const TEMPLATE_ROOT = join(tmpdir(), "casino-test-pglite");

const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

/** What decides the template's content: migrations, the db and contracts sources, engine versions. */
const TEMPLATE_INPUTS = ["packages/db/migrations", "packages/db/src", "packages/contracts/src"];
const VERSIONED_PACKAGES = ["@electric-sql/pglite", "drizzle-orm"];

const UNUSED_TEMPLATE_MS = 7 * 24 * 60 * 60 * 1000;
/** Half-built templates left by a test process that was killed while building. */
const ABANDONED_BUILD_MS = 60 * 60 * 1000;

function templateKey(): string {
  const hash = createHash("sha256");
  for (const folder of TEMPLATE_INPUTS) {
    const root = join(REPO_ROOT, folder);
    const files = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => !/\.test\.tsx?$/.test(file) && statSync(join(root, file)).isFile())
      .sort();
    for (const file of files) hash.update(`${folder}/${file}\0`).update(readFileSync(join(root, file)));
  }
  for (const name of VERSIONED_PACKAGES) {
    const manifest = join(REPO_ROOT, "node_modules", name, "package.json");
    const version = existsSync(manifest) ? JSON.parse(readFileSync(manifest, "utf8")).version : "unknown";
    hash.update(`${name}@${version}\0`);
  }
  return hash.digest("hex").slice(0, 16);
}

function removeStaleFiles(current: string): void {
  for (const entry of readdirSync(TEMPLATE_ROOT)) {
    const path = join(TEMPLATE_ROOT, entry);
    const isTemplate = entry.startsWith("template-") && entry.endsWith(".tar");
    const maxAge = isTemplate ? UNUSED_TEMPLATE_MS : ABANDONED_BUILD_MS;
    if (path !== current && Date.now() - statSync(path).mtimeMs > maxAge) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

/**
 * Migrates and seeds through `openDatabase`, exactly as the server boots on a DATA_DIR, then dumps the
 * folder. Test files racing to build it each write their own file; the rename makes one of them win whole.
 */
async function buildTemplate(template: string): Promise<void> {
  const unique = randomBytes(6).toString("hex");
  const dataDir = join(TEMPLATE_ROOT, `building-${unique}`);
  try {
    const db = await openDatabase({ kind: "pglite", dataDir });
    await migrateDatabase(db);
    await seedDatabase(db);
    await db.close();
    const client = new PGlite(dataDir);
    await client.waitReady;
    const dump = await client.dumpDataDir("none");
    await client.close();
    const partial = `${template}.${unique}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, template);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  removeStaleFiles(template);
}

async function templateDump(): Promise<Uint8Array<ArrayBuffer>> {
  mkdirSync(TEMPLATE_ROOT, { recursive: true });
  const template = join(TEMPLATE_ROOT, `template-${templateKey()}.tar`);
  if (existsSync(template)) {
    const now = new Date();
    utimesSync(template, now, now);
  } else {
    await buildTemplate(template);
  }
  return new Uint8Array(readFileSync(template));
}

/**
 * A migrated and seeded in-memory PGlite database of its own. `openDatabase` cannot load a dump, so this
 * wraps the client the same way; test-database.test.ts checks both read values alike, so they cannot
 * silently drift apart.
 */
export async function openPgliteFromTemplate(): Promise<Database> {
  const client = new PGlite({ loadDataDir: new Blob([await templateDump()]) });
  await client.waitReady;
  return wrapPglite(client);
}
