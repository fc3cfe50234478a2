import { randomBytes, randomUUID } from "node:crypto";
import { HomePageSchema, rowsPerSlide, WAGER_SETTLED, type WagerSettledEvent } from "@casino/contracts";
import type { Database } from "@casino/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeOutboxEvent } from "../../platform/outbox";
import { TEST_NOW } from "../../test-support/games";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ensureWebBuild } from "../../test-support/web-build";
import { CATALOGUE_TOPIC } from "../games-catalogue";
import { HOME_TOPIC } from "./home.service";

/** A settled round straight into the tables, as the wallet would leave it (no money moves here). */
async function settledRound(
  db: Database,
  round: { playerId: string; gameId: number; win: bigint; gameMode?: string; settledAt: string },
) {
  const sessionId = randomUUID();
  const gameMode = round.gameMode ?? "TournamentPoints";
  await db.query(
    `insert into game_session (id, token_hash, player_id, game_id, provider_slug, mode, game_mode, expires_at)
     values ($1, $2, $3, $4, 'house', 'real', $5, '2999-01-01T00:00:00Z')`,
    [sessionId, randomBytes(16).toString("hex"), round.playerId, round.gameId, gameMode],
  );
  await db.query(
    `insert into game_round (provider_slug, provider_round_id, game_session_id, player_id, game_id, game_mode,
       status, bet_total, win_total, settled_at)
     values ('house', $1, $2, $3, $4, $5, 'settled', 100, $6, $7)`,
    [randomUUID(), sessionId, round.playerId, round.gameId, gameMode, round.win.toString(), round.settledAt],
  );
}

/** A 2,500-coin win of the player on game 110, as the wallet settles it: the round and its event. */
async function settleWinningRound(db: Database, playerId: string) {
  await settledRound(db, { playerId, gameId: 110, win: 2_500n, settledAt: TEST_NOW });
  const event: WagerSettledEvent = {
    roundId: "9001",
    playerId,
    gameId: 110,
    providerSlug: "house",
    gameMode: "TournamentPoints",
    currency: "coins",
    bet: "100",
    win: "2500",
    settledAt: TEST_NOW,
  };
  await writeOutboxEvent(db, { topic: WAGER_SETTLED, aggregateId: playerId, payload: event }, new Date());
}

const SPEC_ROWS = [
  "allGames",
  "popularGames",
  "weeklySpecials",
  "fishing",
  "rapidLink",
  "topGames",
  "bonusCombo",
];

describe("home page: banners, rows of games, jackpots, winners and promotions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS: "nlc.localhost=nlc" } });
  });
  afterAll(() => t.close());

  const home = (headers: Record<string, string> = {}) => t.app.inject({ url: "/rest/page/home/", headers });

  it("gives guests the contract's payload with the welcome offer and no player offer", async () => {
    const response = await home();
    expect(response.statusCode).toBe(200);
    const body = HomePageSchema.parse(response.json());
    expect(body.banners[0]?.type).toBe("welcome");
    expect(body.banners.some((banner) => banner.type === "bannerPresetPackage")).toBe(false);
    expect(body.banners[0]?.image).toMatch(/^\/games-art\/banners\/[a-z0-9-]+-1x\.webp\?v=/);
    expect(body.seo.title).toContain("FunRize");
    expect(body.jackpots.length).toBeGreaterThan(0);
    expect(body.promotions.length).toBeGreaterThan(0);
    expect(body.infoPlate?.text).toMatch(/No purchase necessary/);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });

  it("shows the brand's live promotions flagged for the home, each leading to the promotions page", async () => {
    const before = HomePageSchema.parse((await home()).json()).promotions;
    expect(before.length).toBeGreaterThan(1);
    expect(new Set(before.map((promotion) => promotion.link))).toEqual(new Set(["/promotions/"]));
    const [hidden] = before;
    // An operator's edit reaches the home at once: the promotions' cache is announced, not timed out.
    await t.editContent("promotions", "update promotion set is_show_home_page = false where id = $1", [
      Number(hidden?.id),
    ]);
    const after = HomePageSchema.parse((await home()).json()).promotions;
    expect(after.map((promotion) => promotion.id)).toEqual(before.slice(1).map((promotion) => promotion.id));
    await t.editContent("promotions", "update promotion set is_show_home_page = true where id = $1", [
      Number(hidden?.id),
    ]);
  });

  it("puts the player's preset-package banner first, even when an operator ordered it last", async () => {
    const player = await createTestPlayer(t.db);
    await t.editContent(HOME_TOPIC, "update home_banner set position = 99 where slug = 'preset-package'");
    const body = HomePageSchema.parse((await home({ cookie: player.cookie })).json());
    expect(body.banners[0]?.type).toBe("bannerPresetPackage");
    expect(body.banners.some((banner) => banner.type === "welcome")).toBe(false);
    expect(body.banners.length).toBeGreaterThan(1);
  });

  it("gives every row of games the spec's rows per slide", async () => {
    const body = HomePageSchema.parse((await home()).json());
    const byKey = new Map(body.collections.map((collection) => [collection.key, collection]));
    for (const key of SPEC_ROWS) expect(byKey.has(key), key).toBe(true);
    expect(byKey.get("allGames")?.rowsPerSlide).toBe(3);
    expect(byKey.get("popularGames")?.rowsPerSlide).toBe(3);
    for (const key of ["weeklySpecials", "fishing", "rapidLink", "topGames", "bonusCombo"]) {
      expect(byKey.get(key)?.rowsPerSlide, key).toBe(1);
    }
    const other = body.collections.find((collection) => !SPEC_ROWS.includes(collection.key));
    expect(other?.rowsPerSlide).toBe(2);
    for (const collection of body.collections) {
      expect(collection.rowsPerSlide).toBe(rowsPerSlide(collection.key));
      expect(collection.gameIds.length).toBeGreaterThan(0);
    }
  });

  it("names a game of the week that is in the catalogue, different per brand", async () => {
    const funrize = HomePageSchema.parse((await home()).json());
    const nlc = HomePageSchema.parse((await home({ host: "nlc.localhost" })).json());
    const catalogue = (await t.app.inject({ url: "/api/rest/games" })).json();
    const ids = new Set(catalogue.games.map((game: { id: number }) => game.id));
    expect(ids.has(funrize.gameOfWeek?.gameId)).toBe(true);
    expect(ids.has(nlc.gameOfWeek?.gameId)).toBe(true);
    expect(nlc.gameOfWeek?.gameId).not.toBe(funrize.gameOfWeek?.gameId);
    expect(nlc.seo.title).toContain("NoLimitCoins");
  });

  it("speaks Spanish to a visitor whose locale cookie is es", async () => {
    const body = HomePageSchema.parse((await home({ cookie: "locale=es" })).json());
    expect(body.banners[0]?.title).toMatch(/^Bienvenido a/);
    expect(body.collections.find((collection) => collection.key === "allGames")?.title).toBe(
      "Todos los juegos",
    );
    expect(body.jackpots.find((meter) => meter.id === "grand")?.title).toBe("Grande");
  });

  it("shows jackpot meters in major units of their currency", async () => {
    const body = HomePageSchema.parse((await home()).json());
    expect(body.jackpots.find((meter) => meter.id === "grand")).toMatchObject({
      currency: "entries",
      amount: 25_000,
    });
    expect(body.jackpots.find((meter) => meter.id === "mini")).toMatchObject({
      currency: "coins",
      amount: 100_000,
    });
  });

  it("leaves a withdrawn game out of the rows and drops it as game of the week", async () => {
    const app = await createTestApp();
    try {
      const before = HomePageSchema.parse((await app.app.inject({ url: "/rest/page/home/" })).json());
      const gameId = before.gameOfWeek?.gameId as number;
      await app.editContent(CATALOGUE_TOPIC, "update game set is_active = false where id = $1", [gameId]);
      const after = HomePageSchema.parse((await app.app.inject({ url: "/rest/page/home/" })).json());
      expect(after.gameOfWeek).toBeNull();
      for (const collection of after.collections) expect(collection.gameIds).not.toContain(gameId);
    } finally {
      await app.close();
    }
  });

  describe("last winners", () => {
    it("shows the seeded sample winners while a brand has no winning round", async () => {
      const app = await createTestApp();
      try {
        const body = HomePageSchema.parse((await app.app.inject({ url: "/rest/page/home/" })).json());
        expect(body.lastWinners.length).toBeGreaterThan(0);
        expect(body.lastWinners[0]?.name).toBe("Avery K.");
        // Dated from the test clock (2026-11-22T12:00:00Z) minus the sample's age.
        expect(body.lastWinners[0]?.at).toBe("2026-11-22T11:58:30.000Z");
        await app.editContent(HOME_TOPIC, "update home_page set show_sample_winners = false");
        const live = HomePageSchema.parse((await app.app.inject({ url: "/rest/page/home/" })).json());
        expect(live.lastWinners).toEqual([]);
      } finally {
        await app.close();
      }
    });

    it("adds a new winner from the settled round's event, without reading the rounds again", async () => {
      const app = await createTestApp();
      try {
        const first = HomePageSchema.parse((await app.app.inject({ url: "/rest/page/home/" })).json());
        expect(first.lastWinners[0]?.name).toBe("Avery K.");
        const kim = await createTestPlayer(app.db, { name: "Kim", surname: "lee", withSession: false });
        await settleWinningRound(app.db, kim.playerId);

        const before = HomePageSchema.parse((await app.app.inject({ url: "/rest/page/home/" })).json());
        expect(before.lastWinners[0]?.name).toBe("Avery K.");
        await app.relayOutbox();
        const after = HomePageSchema.parse((await app.app.inject({ url: "/rest/page/home/" })).json());
        expect(after.lastWinners).toEqual([
          { name: "Kim L.", gameId: 110, currency: "coins", amount: 2_500, at: TEST_NOW },
        ]);
      } finally {
        await app.close();
      }
    });

    it("puts a new winner on the very next guest's home page, which is otherwise sent as kept", async () => {
      await ensureWebBuild();
      const app = await createTestApp({ withWebApp: true });
      try {
        const guestHome = async () => (await app.app.inject({ url: "/" })).body;
        const first = await guestHome();
        expect(first.includes("Kim L.")).toBe(false);
        expect((await guestHome()) === first).toBe(true);
        const kim = await createTestPlayer(app.db, { name: "Kim", surname: "lee", withSession: false });
        await settleWinningRound(app.db, kim.playerId);
        await app.relayOutbox();
        expect((await guestHome()).includes("Kim L.")).toBe(true);
      } finally {
        await app.close();
      }
    }, 240_000);

    it("shows real winners of the brand, newest first, by first name and initial only", async () => {
      const app = await createTestApp({ env: { BRAND_HOSTS: "nlc.localhost=nlc" } });
      try {
        const dana = await createTestPlayer(app.db, { name: "Dana", surname: "doe", withSession: false });
        const noName = await createTestPlayer(app.db, { withSession: false });
        const elsewhere = await createTestPlayer(app.db, { brandId: "nlc", name: "Nia", withSession: false });
        await settledRound(app.db, {
          playerId: dana.playerId,
          gameId: 110,
          win: 1_500n,
          settledAt: "2026-11-22T11:00:00Z",
        });
        await settledRound(app.db, {
          playerId: noName.playerId,
          gameId: 402,
          win: 1_234n,
          gameMode: "SweepStakes",
          settledAt: "2026-11-22T11:30:00Z",
        });
        await settledRound(app.db, {
          playerId: dana.playerId,
          gameId: 101,
          win: 0n,
          settledAt: "2026-11-22T11:45:00Z",
        });
        await settledRound(app.db, {
          playerId: elsewhere.playerId,
          gameId: 101,
          win: 900n,
          settledAt: "2026-11-22T11:50:00Z",
        });

        const body = HomePageSchema.parse((await app.app.inject({ url: "/rest/page/home/" })).json());
        expect(body.lastWinners).toEqual([
          { name: "Player", gameId: 402, currency: "entries", amount: 12.34, at: "2026-11-22T11:30:00.000Z" },
          { name: "Dana D.", gameId: 110, currency: "coins", amount: 1_500, at: "2026-11-22T11:00:00.000Z" },
        ]);
        expect(JSON.stringify(body.lastWinners)).not.toContain("@");
        const nlc = HomePageSchema.parse(
          (await app.app.inject({ url: "/rest/page/home/", headers: { host: "nlc.localhost" } })).json(),
        );
        expect(nlc.lastWinners.map((winner) => winner.name)).toEqual(["Nia"]);
      } finally {
        await app.close();
      }
    });
  });
});
