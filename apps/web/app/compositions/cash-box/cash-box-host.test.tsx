// @vitest-environment happy-dom

import type { AppInit } from "@casino/contracts";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { guestAppInit, playerAppInit } from "../../lib/test-support/app-init-fixtures";
import { renderApp } from "../../lib/test-support/render-app";
import { CASH_BOX_MOUNT_DELAY_MS, CashBoxHost } from "./cash-box-host";

vi.mock("../../features/redemptions", () => ({ RedeemPage: () => <p>redeem page</p> }));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const dictionary = { "cashBox.title.redeem": "Redeem" };

async function openAt(url: string, appInit: AppInit = playerAppInit()) {
  renderApp(<CashBoxHost />, { dictionary, appInit, url });
  await screen.findByTestId("location");
}

const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe("where the cash box lives (spec §9: the cash widget mounts after 2 s)", () => {
  it("opens a player's cash hash once 2 s have passed, not before", async () => {
    await openAt("/lobby/#/cash/redeem/");
    await pass(CASH_BOX_MOUNT_DELAY_MS - 100);
    expect(screen.queryByRole("dialog")).toBeNull();
    await pass(100);
    expect(await screen.findByRole("dialog", { name: "Redeem" })).toBeTruthy();
    await screen.findByText("redeem page");
  });

  it("is never there for a guest", async () => {
    await openAt("/#/cash/redeem/", guestAppInit());
    await pass(5 * CASH_BOX_MOUNT_DELAY_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is suppressed on the geoblock page (spec §2)", async () => {
    await openAt("/geoblock#/cash/redeem/");
    await pass(5 * CASH_BOX_MOUNT_DELAY_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
