// @vitest-environment happy-dom
import {
  type AppInit,
  appInitEndpoint,
  balanceEndpoint,
  emailConfirmEndpoint,
  profilePageEndpoint,
  welcomeCreditsEndpoint,
} from "@casino/contracts";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guestAppInit, playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { AppToaster } from "../../../lib/toasts";
import { EmailConfirmation, withoutNotifyParams } from "./use-email-confirmation";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = "t".repeat(43);
const dictionary = {
  "auth.emailVerified.title": "Your email address is verified",
  "auth.emailVerified.tokenInvalid": "This confirmation link is invalid or has expired.",
  "auth.emailVerified.text": "Thank you for confirming it.",
  "auth.emailVerified.credited": "{{credits}} added to your balance.",
  "auth.credit.coins": "{{coins}} Coins",
  "auth.credit.entries": "{{entries}} free Entries",
};

/** The page the confirmation link lands on, with the toaster that shows the notice. */
function openConfirmationLink(url: string, appInit?: AppInit) {
  renderApp(
    <>
      <AppToaster />
      <EmailConfirmation />
    </>,
    { url, dictionary, appInit },
  );
}

describe("the email confirmation link", () => {
  it("confirms the address with the token, names what it credited and takes the token out of the URL", async () => {
    const player = playerAppInit();
    const api = mockApi()
      .on(emailConfirmEndpoint, () => ({ success: true }))
      .on(appInitEndpoint, () => ({ ...player, playerInfo: { ...player.playerInfo, emailConfirmed: true } }))
      .on(balanceEndpoint, () => ({
        playerBalance: player.playerInfo.playerBalance,
        gameMode: "TournamentPoints",
      }))
      .on(profilePageEndpoint, () => ({ status: 401, code: "UNAUTHENTICATED" }))
      .on(welcomeCreditsEndpoint, () => ({
        signUp: { coins: 10_000, entries: 0, creditedAt: "2026-11-22T12:00:00.000Z" },
        emailConfirmed: { coins: 2_000, entries: 2, creditedAt: "2026-11-22T12:05:00.000Z" },
      }))
      .install();
    openConfirmationLink(`/?utm_source=mail&openNotify=EMAIL_VERIFIED&confirmToken=${TOKEN}`, player);
    expect(await screen.findByText("Your email address is verified")).toBeTruthy();
    expect(screen.getByText("2.00 free Entries and 2,000 Coins added to your balance.")).toBeTruthy();
    expect(api.bodiesOf(emailConfirmEndpoint)).toEqual([{ token: TOKEN }]);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/?utm_source=mail"));
  });

  it("thanks a player who confirms signed out without naming credits it cannot read", async () => {
    mockApi()
      .on(emailConfirmEndpoint, () => ({ success: true }))
      .on(welcomeCreditsEndpoint, () => ({ status: 401, code: "UNAUTHENTICATED" }))
      .on(appInitEndpoint, () => guestAppInit())
      .install();
    openConfirmationLink(`/?openNotify=EMAIL_VERIFIED&confirmToken=${TOKEN}`);
    expect(await screen.findByText("Your email address is verified")).toBeTruthy();
    expect(screen.getByText("Thank you for confirming it.")).toBeTruthy();
  });

  it("says so when the link is no longer valid", async () => {
    mockApi()
      .on(emailConfirmEndpoint, () => ({ status: 400, code: "TOKEN_INVALID" }))
      .install();
    openConfirmationLink(`/?openNotify=EMAIL_VERIFIED&confirmToken=${TOKEN}`);
    expect(await screen.findByText("This confirmation link is invalid or has expired.")).toBeTruthy();
  });

  it("keeps every other query parameter and the hash", () => {
    expect(withoutNotifyParams("?a=1&openNotify=EMAIL_VERIFIED&confirmToken=x&b=2")).toBe("?a=1&b=2");
    expect(withoutNotifyParams("?openNotify=EMAIL_VERIFIED")).toBe("");
  });
});
