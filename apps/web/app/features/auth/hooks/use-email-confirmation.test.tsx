// @vitest-environment happy-dom
import {
  appInitEndpoint,
  balanceEndpoint,
  emailConfirmEndpoint,
  profilePageEndpoint,
} from "@casino/contracts";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
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
};

describe("the email confirmation link", () => {
  it("confirms the address with the token, shows EMAIL_VERIFIED and takes the token out of the URL", async () => {
    const player = playerAppInit();
    const api = mockApi()
      .on(emailConfirmEndpoint, () => ({ success: true }))
      .on(appInitEndpoint, () => ({ ...player, playerInfo: { ...player.playerInfo, emailConfirmed: true } }))
      .on(balanceEndpoint, () => ({
        playerBalance: player.playerInfo.playerBalance,
        gameMode: "TournamentPoints",
      }))
      .on(profilePageEndpoint, () => ({ status: 401, code: "UNAUTHENTICATED" }))
      .install();
    renderApp(
      <>
        <AppToaster />
        <EmailConfirmation />
      </>,
      {
        url: `/?utm_source=mail&openNotify=EMAIL_VERIFIED&confirmToken=${TOKEN}`,
        dictionary,
        appInit: player,
      },
    );
    expect(await screen.findByText("Your email address is verified")).toBeTruthy();
    expect(api.bodiesOf(emailConfirmEndpoint)).toEqual([{ token: TOKEN }]);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/?utm_source=mail"));
  });

  it("says so when the link is no longer valid", async () => {
    mockApi()
      .on(emailConfirmEndpoint, () => ({ status: 400, code: "TOKEN_INVALID" }))
      .install();
    renderApp(
      <>
        <AppToaster />
        <EmailConfirmation />
      </>,
      { url: `/?openNotify=EMAIL_VERIFIED&confirmToken=${TOKEN}`, dictionary },
    );
    expect(await screen.findByText("This confirmation link is invalid or has expired.")).toBeTruthy();
  });

  it("keeps every other query parameter and the hash", () => {
    expect(withoutNotifyParams("?a=1&openNotify=EMAIL_VERIFIED&confirmToken=x&b=2")).toBe("?a=1&b=2");
    expect(withoutNotifyParams("?openNotify=EMAIL_VERIFIED")).toBe("");
  });
});
