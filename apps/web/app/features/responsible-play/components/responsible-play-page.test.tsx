// @vitest-environment happy-dom
import {
  confirmPurchaseLimitEndpoint,
  type ResponsiblePlaySettings,
  setPurchaseLimitEndpoint,
  startSelfExclusionEndpoint,
} from "@casino/contracts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { AppToaster } from "../../../lib/toasts";
import { RESPONSIBLE_PLAY_KEYS } from "../responsible-play-query";
import { ResponsiblePlayPage } from "./responsible-play-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {
  "responsiblePlay.title": "Responsible play",
  "responsiblePlay.block.self_exclusion": "You have excluded yourself until {{until}}.",
  "responsiblePlay.limits.day": "Daily limit",
  "responsiblePlay.limits.week": "Weekly limit",
  "responsiblePlay.limits.month": "Monthly limit",
  "responsiblePlay.limits.none": "No limit",
  "responsiblePlay.limits.newLabel": "New {{period}} in dollars",
  "responsiblePlay.limits.save": "Set limit",
  "responsiblePlay.limits.pendingLabel": "Pending change of the {{period}}",
  "responsiblePlay.limits.pending": "Increase to {{amount}} pending: you can confirm it from {{when}}.",
  "responsiblePlay.limits.confirm": "Confirm increase",
  "responsiblePlay.limits.cancel": "Cancel change",
  "responsiblePlay.selfExclusion.title": "Self-exclusion",
  "responsiblePlay.selfExclusion.lengthLabel": "Length of the exclusion",
  "responsiblePlay.selfExclusion.months": "{{months}} months",
  "responsiblePlay.selfExclusion.continue": "Continue",
  "responsiblePlay.selfExclusion.understand": "I understand and want to exclude myself",
  "responsiblePlay.selfExclusion.confirm": "Exclude me for {{months}} months",
  "responsiblePlay.coolOff.title": "Take a break",
  "responsiblePlay.realityCheck.label": "Remind me every (minutes, 0 = off)",
};

const settings = (overrides: Partial<ResponsiblePlaySettings> = {}): ResponsiblePlaySettings => ({
  realityCheckMinutes: 0,
  limits: [
    { period: "day", amountCents: null, pending: null },
    { period: "week", amountCents: null, pending: null },
    { period: "month", amountCents: null, pending: null },
  ],
  block: null,
  history: [],
  ...overrides,
});

function renderPage(initial: ResponsiblePlaySettings) {
  render(<AppToaster />);
  const rendered = renderApp(<ResponsiblePlayPage />, {
    url: "/account/responsible-play",
    dictionary,
    appInit: playerAppInit(),
    paths: ["/"],
  });
  rendered.queryClient.setQueryData(RESPONSIBLE_PLAY_KEYS.settings, initial);
  return rendered;
}

const dayLimit = () => screen.findByTestId("limit-day");

describe("the responsible-play page", () => {
  it("sets a daily limit in cents from what the player types, and shows the server's answer", async () => {
    const api = mockApi()
      .on(setPurchaseLimitEndpoint, ({ period, amountCents }) =>
        settings({
          limits: [
            { period, amountCents, pending: null },
            { period: "week", amountCents: null, pending: null },
            { period: "month", amountCents: null, pending: null },
          ],
        }),
      )
      .install();
    renderPage(settings());
    const row = await dayLimit();
    expect(within(row).getByText("No limit")).toBeTruthy();
    const input = within(row).getByLabelText("New Daily limit in dollars");
    fireEvent.change(input, { target: { value: "25.50" } });
    const save = within(row).getByRole("button", { name: "Set limit" });
    await waitFor(() => expect(save.hasAttribute("disabled")).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(within(row).getByText("$25.50")).toBeTruthy());
    expect(api.bodiesOf(setPurchaseLimitEndpoint)).toEqual([{ period: "day", amountCents: "2550" }]);
  });

  it("shows a pending increase with its date, and Confirm only once it is ready", async () => {
    const pending = (isConfirmable: boolean) =>
      settings({
        limits: [
          {
            period: "day",
            amountCents: "5000",
            pending: {
              amountCents: "9000",
              requestedAt: "2026-12-01T10:00:00.000Z",
              confirmableAt: "2026-12-02T10:00:00.000Z",
              isConfirmable,
            },
          },
          { period: "week", amountCents: null, pending: null },
          { period: "month", amountCents: null, pending: null },
        ],
      });
    mockApi().install();
    renderPage(pending(false));
    const group = await screen.findByRole("group", { name: "Pending change of the Daily limit" });
    expect(within(group).getByText(/Increase to \$90.00 pending/)).toBeTruthy();
    expect(within(group).getByRole("button", { name: "Confirm increase" }).hasAttribute("disabled")).toBe(
      true,
    );
  });

  it("confirms a ready increase", async () => {
    const ready = settings({
      limits: [
        {
          period: "day",
          amountCents: "5000",
          pending: {
            amountCents: "9000",
            requestedAt: "2026-12-01T10:00:00.000Z",
            confirmableAt: "2026-12-02T10:00:00.000Z",
            isConfirmable: true,
          },
        },
        { period: "week", amountCents: null, pending: null },
        { period: "month", amountCents: null, pending: null },
      ],
    });
    const api = mockApi()
      .on(
        confirmPurchaseLimitEndpoint,
        () =>
          settings({
            limits: [
              { period: "day", amountCents: "9000", pending: null },
              { period: "week", amountCents: null, pending: null },
              { period: "month", amountCents: null, pending: null },
            ],
          }),
        { period: "day" },
      )
      .install();
    renderPage(ready);
    const confirm = await screen.findByRole("button", { name: "Confirm increase" });
    await waitFor(() => expect(confirm.hasAttribute("disabled")).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(within(screen.getByTestId("limit-day")).getByText("$90.00")).toBeTruthy());
    expect(api.calls.map((c) => c.path)).toContain("/rest/responsible-play/limits/day/confirm/");
  });

  it("sends a self-exclusion only after the explicit confirmation step", async () => {
    const api = mockApi()
      .on(startSelfExclusionEndpoint, () =>
        settings({
          block: {
            id: "b1",
            kind: "self_exclusion",
            startsAt: "2026-12-01T10:00:00.000Z",
            endsAt: "2027-12-01T10:00:00.000Z",
          },
        }),
      )
      .install();
    renderPage(settings());
    const length = await screen.findByLabelText("Length of the exclusion");
    fireEvent.change(length, { target: { value: "12" } });
    const next = screen.getByRole("button", { name: "Continue" });
    await waitFor(() => expect(next.hasAttribute("disabled")).toBe(false));
    fireEvent.click(next);
    const confirm = await screen.findByRole("button", { name: "Exclude me for 12 months" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    expect(api.calls).toEqual([]);
    fireEvent.click(screen.getByLabelText("I understand and want to exclude myself"));
    fireEvent.click(confirm);
    expect(await screen.findByTestId("responsible-play-block")).toBeTruthy();
    expect(api.bodiesOf(startSelfExclusionEndpoint)).toEqual([{ months: 12, confirm: true }]);
    // Excluded: the forms to exclude again are gone.
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
  });
});
