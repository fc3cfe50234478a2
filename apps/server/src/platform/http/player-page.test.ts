import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ensureWebBuild } from "../../test-support/web-build";
import { isApiPath } from "./ssr";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
/** A player who comes back: registered, e-mail confirmed. */
const RETURNING = { registrationComplete: true, emailConfirmed: true } as const;
/** The lobby's favourites row heading (the favorites feature's list title). */
const FAVOURITES_ROW = ">Favourite games<";

describe("signed-in pages kept for a class of players (decision 024)", () => {
  let t: TestApp;
  /** Cookie headers of the API calls the server answered, in-process calls of a page render included. */
  const apiCookies: string[] = [];
  beforeAll(async () => {
    await ensureWebBuild();
    t = await createTestApp({
      withWebApp: true,
      extend: (app) => {
        app.addHook("onRequest", (request, _reply, done) => {
          if (isApiPath(request.url)) apiCookies.push(request.headers.cookie ?? "");
          done();
        });
      },
    });
  }, 240_000);
  afterAll(() => t.close());

  // Each render stamps the time it dehydrated its data: two renders a few ms apart never send the same bytes.
  const lobbyOf = async (cookie: string) => {
    await sleep(5);
    const response = await t.app.inject({ url: "/lobby/", headers: { cookie, "user-agent": PHONE } });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it("renders the lobby once and sends it to every player of the class, with nothing of any one player", async () => {
    const first = await createTestPlayer(t.db, RETURNING);
    const second = await createTestPlayer(t.db, RETURNING);
    apiCookies.length = 0;
    const mine = await lobbyOf(first.cookie);
    // The render asked the API for the class's data only: no call of it carried a session.
    expect(apiCookies.length).toBeGreaterThan(0);
    expect(apiCookies.some((cookie) => cookie.includes("sid="))).toBe(false);
    const theirs = await lobbyOf(second.cookie);
    // Compared as flags: a failure should not print two whole documents.
    expect(theirs.body === mine.body).toBe(true);
    for (const player of [first, second]) {
      expect(mine.body.includes(player.email)).toBe(false);
      expect(mine.body.includes(player.playerId)).toBe(false);
    }
    expect(theirs.headers["cache-control"]).toBe("private, no-store");
    expect(String(theirs.headers["content-security-policy"])).toMatch(/'sha256-/);
    expect(String(theirs.headers["content-security-policy"])).not.toMatch(/'nonce-/);
  });

  it("renders the page of a player who has a step or a notice of their own for them alone", async () => {
    const returning = await lobbyOf((await createTestPlayer(t.db, RETURNING)).cookie);
    const unconfirmed = await createTestPlayer(t.db, { registrationComplete: true, emailConfirmed: false });
    const withBanner = await lobbyOf(unconfirmed.cookie);
    expect(withBanner.body === returning.body).toBe(false);
    // Spec §5's banner names the address to confirm, in the server's HTML as before.
    expect(withBanner.body.includes(unconfirmed.email)).toBe(true);
    expect(String(withBanner.headers["content-security-policy"])).toMatch(/'nonce-/);
  });

  it("holds a place for the player's favourites once their app init has shown some", async () => {
    const player = await createTestPlayer(t.db, RETURNING);
    expect((await lobbyOf(player.cookie)).body.includes(FAVOURITES_ROW)).toBe(false);
    const headers = { cookie: player.cookie, "x-casino-client": "web", "content-type": "application/json" };
    const toggled = await t.app.inject({
      method: "POST",
      url: "/rest/favorite-game/101/",
      headers,
      payload: "{}",
    });
    expect(toggled.statusCode).toBe(200);
    // The browser loads app init after every kept page; what it shows is the class of the next page.
    expect((await t.app.inject({ url: "/rest/app/init/", headers })).statusCode).toBe(200);
    const withRow = await lobbyOf(player.cookie);
    expect(withRow.body.includes(FAVOURITES_ROW)).toBe(true);
    expect(withRow.body.includes(player.email)).toBe(false);
  });

  it("shows the players' kept lobby an operator's edit at once", async () => {
    const player = await createTestPlayer(t.db, RETURNING);
    expect((await lobbyOf(player.cookie)).body.includes("Spins of the season")).toBe(false);
    await t.editContent(
      "home",
      `update home_page set seo_title = jsonb_set(seo_title, '{en}', '"Spins of the season"')`,
    );
    expect((await lobbyOf(player.cookie)).body.includes("Spins of the season")).toBe(true);
  });
});
