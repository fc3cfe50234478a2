import { randomUUID } from "node:crypto";
import { BRANDS } from "@casino/contracts";
import type { Clock } from "@casino/domain";
import type { TestPlayer } from "../../test-support/players";
import type { TestApp } from "../../test-support/test-app";

/** Non-GET calls need the client header (CSRF, ARCHITECTURE D10). */
export const CLIENT = { "x-casino-client": "web" } as const;

/** What a page sends to `/api/chat/auth/`: app init's login and email, and the brand's app name. */
export const chatIdentityOf = (player: Pick<TestPlayer, "email">, brandName = BRANDS.funrize.name) => ({
  login: player.email,
  email: player.email,
  appName: brandName,
});

/** The player's chat token, as their page gets it. */
export async function chatTokenOf(t: TestApp, player: TestPlayer): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/chat/auth/",
    headers: { ...CLIENT, cookie: player.cookie },
    payload: chatIdentityOf(player),
  });
  if (response.statusCode !== 200) throw new Error(`chat auth failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ ...CLIENT, authorization: `Bearer ${token}` });

export const readConversation = (t: TestApp, token: string) =>
  t.app.inject({ url: "/api/chat/conversation/", headers: bearer(token) });

export const sendMessage = (
  t: TestApp,
  token: string,
  text: string,
  clientMessageId: string = randomUUID(),
) =>
  t.app.inject({
    method: "POST",
    url: "/api/chat/messages/",
    headers: bearer(token),
    payload: { text, clientMessageId },
  });

/** Status and error code of an answer, for one-line assertions. */
export const codeOf = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
  response.statusCode,
  response.json().error?.code,
];

/** A clock the test moves: to see a chat token age, or messages come one after another. */
export function movableClock(start = "2026-11-22T12:00:00.000Z") {
  let now = new Date(start);
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(now.getTime()),
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
  };
  return clock;
}
