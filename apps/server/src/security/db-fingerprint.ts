import type { Database } from "@casino/db";

/**
 * Columns any request may write whatever its input, left out of the fingerprint: the session plugin
 * refreshes `player_session.last_seen_at` on a signed-in request before the route sees its input.
 * Every other column of every table counts, so a refused request that wrote anything at all shows.
 */
const TOUCHED_ON_ANY_REQUEST: Readonly<Record<string, readonly string[]>> = {
  player_session: ["last_seen_at"],
};

export type Fingerprint = Record<string, string>;

/** The base tables of the schema the app runs on (migrations bookkeeping lives in its own schema). */
async function tablesOf(db: Database): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE'
     order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/**
 * One query giving, per table, its row count and the newest row version's transaction id (`xmin`): an
 * insert, update or delete anywhere changes one or the other, and it costs a scan, not a hash of every
 * row (the fuzz test takes one after every request it sends). Tables with columns touched on any request
 * are hashed instead, without those columns.
 */
export async function fingerprintQuery(db: Database): Promise<string> {
  const tables = await tablesOf(db);
  if (tables.length === 0) throw new Error("no tables found: is the schema migrated?");
  return tables
    .map((table) => {
      const ignored = TOUCHED_ON_ANY_REQUEST[table];
      const version = ignored
        ? `sum(hashtextextended((to_jsonb(r) - array[${ignored.map((column) => `'${column}'`).join(", ")}]::text[])::text, 0))`
        : "max(r.xmin::text::bigint)";
      return `select '${table}' as name, count(*)::text || ':' || coalesce(${version}, 0)::text as value from "${table}" r`;
    })
    .join("\nunion all\n");
}

export async function fingerprint(db: Database, query: string): Promise<Fingerprint> {
  const rows = await db.query<{ name: string; value: string }>(query);
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** The tables whose fingerprint differs, for a readable failure. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/**
 * The transactions' snapshot (`xmin:xmax:in-progress`). A transaction gets an id on its first write, so
 * while the snapshot stays the same and showed nothing in progress, nothing was written anywhere.
 */
async function snapshotOf(db: Database): Promise<string> {
  const rows = await db.query<{ snapshot: string }>("select pg_current_snapshot()::text as snapshot");
  return rows[0]?.snapshot ?? "";
}

const isQuiet = (snapshot: string) => {
  const [xmin, xmax] = snapshot.split(":");
  return xmin === xmax;
};

/**
 * Watches the database for writes between two looks. Most looks find the transaction snapshot unchanged
 * and quiet (no write at all) and stop there; otherwise the full fingerprint says which tables changed.
 */
export async function watchDatabase(db: Database) {
  const query = await fingerprintQuery(db);
  let snapshot = await snapshotOf(db);
  let tables = await fingerprint(db, query);
  return {
    /** The tables changed since the last look, sorted; empty when nothing was written. */
    async changedSinceLastLook(): Promise<string[]> {
      const now = await snapshotOf(db);
      if (now === snapshot && isQuiet(now)) return [];
      const after = await fingerprint(db, query);
      const changed = changedTables(tables, after);
      snapshot = now;
      tables = after;
      return changed;
    },
  };
}
