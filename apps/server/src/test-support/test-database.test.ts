import { type Database, openDatabase, schema } from "@casino/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./test-database";

const TYPED_ROW = `SELECT 9007199254740993::int8 AS big, 12::int4 AS small, 1.50::numeric AS amount,
  '{"a":[1,"b"]}'::jsonb AS doc, '2026-11-01'::date AS day, '2026-11-01T10:00:00Z'::timestamptz AS at,
  true AS flag, NULL::text AS nothing, ARRAY[1,2]::int4[] AS list`;

async function sample(db: Database) {
  const [raw] = await db.query(TYPED_ROW);
  const [page] = await db.orm
    .select({ effectiveOn: schema.legalPage.effectiveOn, sections: schema.legalPage.sections })
    .from(schema.legalPage)
    .where(eq(schema.legalPage.name, "terms"))
    .limit(1);
  return { raw, page };
}

// The PGlite test database is not opened by openDatabase (which cannot load a dump); this keeps the two
// from drifting: same types in, same values out, both through raw SQL and through Drizzle.
describe.runIf(process.env.TEST_DB !== "pg")("the PGlite test database", () => {
  let server: Database;
  let test: Database;
  beforeAll(async () => {
    server = await openDatabase({ kind: "pglite", dataDir: null });
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await server.close();
    await test.close();
  });

  it("reads every column type the way the server's own PGlite client does", async () => {
    const [expected] = await server.query(TYPED_ROW);
    const { raw } = await sample(test);
    expect(raw).toStrictEqual(expected);
  });

  it("comes migrated and seeded, and each copy is its own", async () => {
    const { page } = await sample(test);
    expect(page?.effectiveOn).toBe("2026-11-01");
    expect(page?.sections.length).toBeGreaterThan(0);
    const other = await createTestDatabase();
    try {
      await other.query("DELETE FROM legal_page");
      expect((await sample(test)).page).toBeDefined();
    } finally {
      await other.close();
    }
  });

  it("reports itself closed", async () => {
    const other = await createTestDatabase();
    await other.ping();
    await other.close();
    await expect(other.ping()).rejects.toThrow("closed");
  });
});
