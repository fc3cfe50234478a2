import { BRANDS } from "@casino/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../client";
import { migrateDatabase } from "../migrate";
import { brandContent, homePage, legalPage } from "../schema";
import { seedDatabase } from ".";
import { GAMES } from "./games-list";

const BRAND = "tao" as const;
const NAME = BRANDS[BRAND].name;

/** Puts back copy as an earlier seed wrote it, as a database seeded before the change still holds it. */
async function holdOldCopy(db: Database, operatorAbout: string) {
  const [brand] = await db.orm.select().from(brandContent).where(eq(brandContent.brandId, BRAND));
  if (!brand) throw new Error("seeded brand missing");
  const email = brand.supportEmail;
  const about = {
    en: [
      `${NAME} is a free-to-play social casino: spin slots, join tournaments and collect daily rewards without ever having to buy anything.`,
      brand.about.en[1] ?? "",
      brand.about.en[2] ?? "",
      operatorAbout,
    ],
    es: brand.about.es,
  };
  await db.orm.update(brandContent).set({ about }).where(eq(brandContent.brandId, BRAND));
  await db.orm
    .update(homePage)
    .set({
      seoDescription: {
        en: `Play ${GAMES.length}+ slots for free at ${NAME}: daily rewards, tournaments and sweepstakes prizes. No purchase necessary.`,
        es: "Descripción de un operador.",
      },
      infoPlateText: {
        en: "No purchase necessary. Play responsibly: set limits in your account at any time.",
        es: "Sin compra necesaria. Juega con responsabilidad: fija límites en tu cuenta cuando quieras.",
      },
      infoPlateLink: "/page/sweepstakes-rules",
    })
    .where(eq(homePage.brandId, BRAND));
  const where = and(
    eq(legalPage.brandId, BRAND),
    eq(legalPage.name, "responsible-play"),
    eq(legalPage.locale, "en"),
  );
  const [page] = await db.orm.select().from(legalPage).where(where);
  if (!page) throw new Error("seeded page missing");
  const sections = structuredClone(page.sections);
  const first = sections[0];
  if (!first) throw new Error("seeded page has no sections");
  first.paragraphs[0] = `${NAME} is entertainment. Play with time and money you can afford to spend on fun, never to earn money, pay bills or win back what you have spent. The tools below are in your account under Responsible play, and our support team can set any of them for you at ${email}.`;
  await db.orm.update(legalPage).set({ sections }).where(where);
}

describe("re-seeding a database seeded before the copy changed", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ kind: "pglite", dataDir: null });
    await migrateDatabase(db);
    await seedDatabase(db);
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it("replaces copy still as first seeded and keeps what an operator wrote", async () => {
    await holdOldCopy(db, "An operator's own paragraph.");
    await seedDatabase(db);

    const [brand] = await db.orm.select().from(brandContent).where(eq(brandContent.brandId, BRAND));
    expect(brand?.about.en[0]).toBe(
      `${NAME} is a free-to-play social casino: spin slots for fun without ever having to buy anything.`,
    );
    expect(brand?.about.en[3]).toBe("An operator's own paragraph.");

    const [home] = await db.orm.select().from(homePage).where(eq(homePage.brandId, BRAND));
    expect(home?.seoDescription.en).not.toMatch(/tournaments|daily rewards/);
    expect(home?.seoDescription.es).toBe("Descripción de un operador.");
    expect(home?.infoPlateText?.en).not.toContain("in your account");
    expect(home?.infoPlateText?.es).not.toContain("en tu cuenta");
    expect(home?.infoPlateLink).toBe("/page/responsible-play");

    const [page] = await db.orm
      .select()
      .from(legalPage)
      .where(
        and(eq(legalPage.brandId, BRAND), eq(legalPage.name, "responsible-play"), eq(legalPage.locale, "en")),
      );
    expect(page?.sections[0]?.paragraphs[0]).not.toContain("in your account");
    // Players set the tools themselves since issue #13: the page says where.
    expect(page?.sections[0]?.paragraphs[0]).toContain(
      "You set the tools below yourself under Account › Responsible play",
    );
  });

  it("no seeded text promises tournaments, daily rewards or tools in the account", async () => {
    const brands = await db.orm.select().from(brandContent);
    const homes = await db.orm.select().from(homePage);
    const pages = await db.orm.select().from(legalPage);
    const texts = [
      ...brands.flatMap((row) => [...row.about.en, ...row.about.es]),
      ...homes.flatMap((row) => [row.seoDescription.en, row.infoPlateText?.en ?? ""]),
      ...pages.flatMap((row) => row.sections.flatMap((section) => section.paragraphs)),
    ];
    const promises = texts.filter((text) =>
      /join tournaments|daily rewards|daily login|in your account under|tools in your account|set limits in your account|or in your account|en tu cuenta, en Juego|herramientas de pausa y autoexclusión de tu cuenta|o desde tu cuenta/.test(
        text,
      ),
    );
    expect(promises).toEqual([]);
  });
});
