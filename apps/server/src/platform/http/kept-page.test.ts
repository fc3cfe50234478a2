import { setTimeout as sleep } from "node:timers/promises";
import { COOKIE_CONSENT_COOKIE, consentValue } from "@casino/web-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ensureWebBuild } from "../../test-support/web-build";

const ANDROID_CHROME = (version: number) =>
  `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Mobile Safari/537.36`;
/** The legal pages' read-cache topic: the owning feature's name. */
const LEGAL_PAGES_TOPIC = "legal-pages";
const DESKTOP_FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

describe("guest documents kept in memory (decision 023)", () => {
  let t: TestApp;
  beforeAll(async () => {
    await ensureWebBuild();
    t = await createTestApp({ withWebApp: true });
  }, 240_000);
  afterAll(() => t.close());

  // Each render stamps the time it dehydrated its data: two renders a few ms apart never send the same bytes.
  const view = async (url: string, headers: Record<string, string> = {}) => {
    await sleep(5);
    const response = await t.app.inject({ url, headers: { "user-agent": ANDROID_CHROME(131), ...headers } });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it("renders a guest page once and sends the same document to the next guests, compressed as they ask", async () => {
    const first = await view("/page/privacy-policy");
    const second = await view("/page/privacy-policy");
    expect(second.body === first.body).toBe(true);
    const brotli = await view("/page/privacy-policy", { "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  });

  it("shows an operator's edit to the very next guest", async () => {
    expect((await view("/page/terms")).body.includes("Terms, as amended today")).toBe(false);
    await t.editContent(
      LEGAL_PAGES_TOPIC,
      "update legal_page set title = 'Terms, as amended today' where name = 'terms' and locale = 'en'",
    );
    expect((await view("/page/terms")).body.includes("Terms, as amended today")).toBe(true);
  });

  it("keeps one page per device class, language and cookie consent, not one per browser version", async () => {
    const phone = await view("/page/sweepstakes-rules", { "user-agent": ANDROID_CHROME(131) });
    const newerPhone = await view("/page/sweepstakes-rules", { "user-agent": ANDROID_CHROME(132) });
    expect(newerPhone.body === phone.body).toBe(true);
    const desktop = await view("/page/sweepstakes-rules", { "user-agent": DESKTOP_FIREFOX });
    expect(desktop.body === phone.body).toBe(false);
    const spanish = await view("/page/sweepstakes-rules", { cookie: "locale=es" });
    expect(/<html[^>]* lang="es"/.test(spanish.body)).toBe(true);
    const consented = await view("/page/sweepstakes-rules", {
      cookie: `${COOKIE_CONSENT_COOKIE}=${encodeURIComponent(consentValue())}`,
    });
    expect(consented.body === phone.body).toBe(false);
  });

  it("never sends a kept guest page to a signed-in player, nor a player's page to a guest", async () => {
    const guest = await view("/");
    const player = await createTestPlayer(t.db);
    const signedIn = await view("/", { cookie: player.cookie });
    // Compared as flags: a failure should not print two whole documents.
    expect(signedIn.body === guest.body).toBe(false);
    expect(signedIn.body.includes(player.email)).toBe(true);
    expect(String(signedIn.headers["content-security-policy"])).toMatch(/'nonce-/);
    const guestAgain = await view("/");
    expect(guestAgain.body === guest.body).toBe(true);
    expect(guestAgain.body.includes(player.email)).toBe(false);
  });

  it("names its dictionary by a URL that browsers may keep for good, not inline", async () => {
    const page = (await view("/", { cookie: "locale=es" })).body;
    const url = /<html[^>]* data-dictionary="([^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(url).toMatch(/^\/api\/rest\/translations\/es\?v=\w+$/);
    const dictionary = await t.app.inject({ url });
    expect(dictionary.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The texts are not in the document; a page names another version only when the texts change.
    const texts = dictionary.json() as Record<string, string>;
    expect(page.includes(JSON.stringify(texts["balance.loading"]).slice(1, -1))).toBe(false);
    const stale = await t.app.inject({ url: url.replace(/v=\w+$/, "v=old") });
    expect(stale.headers["cache-control"]).toBe("public, max-age=300");
  });
});
