import { randomUUID } from "node:crypto";
import { giveCookieConsent } from "../support/cookie-consent";
import { freePort, OwnServer } from "../support/own-server";
import { callApi } from "../support/page-api";
import { signInWithPassword } from "../support/players";
import { expect, test } from "../support/test";

const CUT_MS = 30_000;

interface Frame {
  id?: number;
  result?: {
    recovered?: boolean;
    publications?: { event: string; offset: number; data: { gameMode?: string } }[];
  };
}

/**
 * Issue #12: a tab whose socket is cut for 30 s while the server restarts recovers its channel from the
 * history (Redis here, as in production with several nodes) and ends in the balance and mode the player
 * has now, without asking for them: balances are in latest-state mode (decision 037).
 */
test("a socket cut for 30 s across a server restart comes back to the balance it missed", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const server = new OwnServer(await freePort(), {
    REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    REDIS_PREFIX: `e2e-${randomUUID()}:`,
    CAPTCHA: "off",
  });
  await server.start();
  try {
    let isCut = false;
    const fromServer: Frame[] = [];
    let cutLink: (() => void) | null = null;
    // Every socket of the page goes through here: passed on while the link is up, refused while it is cut.
    await page.routeWebSocket(/\/connection\/websocket/, (socket) => {
      if (isCut) {
        socket.close({ code: 3002, reason: "cut" });
        return;
      }
      const upstream = socket.connectToServer();
      upstream.onMessage((message) => {
        fromServer.push(JSON.parse(String(message)) as Frame);
        socket.send(message);
      });
      upstream.onClose((code, reason) => socket.close({ code, reason }));
      socket.onMessage((message) => upstream.send(message));
      cutLink = () => {
        upstream.close();
        socket.close({ code: 3002, reason: "cut" });
      };
    });

    const site = (path: string) => `${server.baseUrl}${path}`;
    await giveCookieConsent(context, site("/"));
    await signInWithPassword(page, site("/signin/"));
    const balance = page.getByRole("banner").getByRole("button", { name: /^Balance:/ });
    await expect(balance).toBeVisible();
    // The lobby's own socket, subscribed to both channels, is the one to cut.
    fromServer.length = 0;
    await page.goto(site("/"));
    await expect.poll(() => fromServer.filter((frame) => frame.result !== undefined).length).toBe(2);
    const startMode = (await balance.textContent())?.includes("Coins") ? "coins" : "entries";
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/\/rest\/(player\/balance|app\/init)\//.test(request.url())) asked.push(request.url());
    });

    isCut = true;
    (cutLink as (() => void) | null)?.();
    const cutAt = Date.now();
    const switchMode = async (toEntries: boolean) => {
      const target = toEntries ? "sweep-stakes" : "tournament-points";
      // Right after the restart the browser may still hold a connection to the stopped server: a POST on
      // it fails without reaching the new one (browsers retry only idempotent requests), so try again.
      await expect
        .poll(
          () =>
            callApi(page, "POST", `/rest/player/game-mode/switch-to-${target}/`).then(
              (answer) => answer.status,
              () => 0,
            ),
          { intervals: [250, 500, 1000] },
        )
        .toBe(200);
    };
    let isEntries = startMode === "coins";
    await switchMode(isEntries);
    isEntries = !isEntries;
    await switchMode(isEntries);
    await server.stop();
    await server.start();
    isEntries = !isEntries;
    await switchMode(isEntries);
    await page.waitForTimeout(Math.max(0, CUT_MS - (Date.now() - cutAt)));
    const framesBefore = fromServer.length;
    isCut = false;

    await expect(balance).toHaveAccessibleName(isEntries ? / Entries\./ : / Coins\./, { timeout: 40_000 });
    const recovery = fromServer
      .slice(framesBefore)
      .find((frame) => frame.result?.publications?.some((p) => p.event === "balance.changed"));
    expect(recovery?.result?.recovered).toBe(true);
    const publications = recovery?.result?.publications ?? [];
    const offsets = publications.map((p) => p.offset);
    expect(offsets).toEqual(offsets.map((_, index) => (offsets[0] ?? 0) + index));
    expect(publications.at(-1)?.data.gameMode).toBe(isEntries ? "SweepStakes" : "TournamentPoints");
    expect(asked).toEqual([]);
  } finally {
    await server.stop();
  }
});
