// @vitest-environment happy-dom
import { type AmoePlayerRequest, amoeEndpoint, requestAmoeCodeEndpoint } from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { AmoeSection } from "./amoe-section";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {
  "amoe.title": "Free entries by mail",
  "amoe.equalOdds": "Free and paid Entries have exactly the same odds of winning.",
  "amoe.earns": "Each valid request earns {{entries}} Entries.",
  "amoe.cap_one": "At most {{count}} request every {{days}} day(s).",
  "amoe.cap_other": "At most {{count}} requests every {{days}} day(s).",
  "amoe.signIn": "Sign in",
  "amoe.code.get": "Get my request code",
  "amoe.code.copy": "Copy code",
  "amoe.code.copied": "Code copied.",
  "amoe.status.issued": "Waiting for your letter",
  "amoe.status.credited": "Credited: {{entries}} Entries",
  "amoe.status.rejected": "Not accepted: {{reason}}",
  "amoe.error.jurisdiction": "Not available where you are.",
};

const INSTRUCTIONS = {
  mailingAddress: ["Funrize Free Entries", "PO Box 4100", "Wilmington, DE 19850"],
  entriesPerRequest: "5.00",
  maxCreditsPerPeriod: 1,
  periodDays: 1,
  isEqualOdds: true as const,
};

const request = (code: string, extra: Partial<AmoePlayerRequest> = {}): AmoePlayerRequest => ({
  code,
  status: "issued",
  entries: null,
  requestedAt: "2026-11-22T12:00:00.000Z",
  receivedAt: null,
  rejectReason: null,
  ...extra,
});

describe("free entries by mail on the rules page", () => {
  it("tells a guest where to mail, what it earns and that the odds are equal, and asks them to sign in", async () => {
    mockApi()
      .on(amoeEndpoint, () => ({ instructions: INSTRUCTIONS, requests: null }))
      .install();
    renderApp(<AmoeSection />, { dictionary, url: "/page/sweepstakes-rules", paths: ["/signin/"] });
    const section = await screen.findByRole("region", { name: "Free entries by mail" });
    await within(section).findByText("PO Box 4100");
    expect(section.textContent).toContain("Free and paid Entries have exactly the same odds of winning.");
    expect(section.textContent).toContain("Each valid request earns 5.00 Entries.");
    expect(section.textContent).toContain("At most 1 request every 1 day(s).");
    expect(within(section).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/signin/");
    expect(within(section).queryByRole("button", { name: "Get my request code" })).toBeNull();
  });

  it("gives a player their code, which they can copy, and lists their past codes", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    let requests = [request("ABCDE-FGHJK", { status: "credited", entries: "5.00" })];
    const api = mockApi()
      .on(amoeEndpoint, () => ({ instructions: INSTRUCTIONS, requests }))
      .on(requestAmoeCodeEndpoint, () => {
        const issued = request("MNPQR-23456");
        requests = [issued, ...requests];
        return { request: issued, isNew: true };
      })
      .install();
    renderApp(<AmoeSection />, { dictionary, appInit: playerAppInit(), url: "/page/sweepstakes-rules" });
    await screen.findByText("Credited: 5.00 Entries");
    fireEvent.click(screen.getByRole("button", { name: "Get my request code" }));
    const code = await screen.findByRole("status", { name: /request code|amoe\.code\.label/ });
    expect(code.textContent).toBe("MNPQR-23456");
    expect(api.bodiesOf(requestAmoeCodeEndpoint)).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("MNPQR-23456"));
    await screen.findByText("Code copied.");
    await screen.findByText("Waiting for your letter");
    expect(screen.queryByRole("button", { name: "Get my request code" })).toBeNull();
  });

  it("says why a code is refused", async () => {
    mockApi()
      .on(amoeEndpoint, () => ({ instructions: INSTRUCTIONS, requests: [] }))
      .on(requestAmoeCodeEndpoint, () => ({ status: 403, code: "JURISDICTION_RESTRICTED" }))
      .install();
    renderApp(<AmoeSection />, { dictionary, appInit: playerAppInit(), url: "/page/sweepstakes-rules" });
    fireEvent.click(await screen.findByRole("button", { name: "Get my request code" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Not available where you are.");
  });
});
