// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../lib/test-support/app-init-fixtures";
import { renderApp } from "../../lib/test-support/render-app";
import CashBox from "./cash-box";

/** The features' pages, as stand-ins that show the props the cash box gives them and act on their callbacks. */
const stubs = vi.hoisted(() => ({
  chosen: {
    presetId: 2,
    offerType: "preset",
    title: "Big stack",
    price: 24.99,
    coins: 250_000,
    entries: 25.5,
  },
  linked: { presetId: 12, offerType: "preset", title: "Night owl", price: 14.99, coins: 90_000, entries: 9 },
}));

vi.mock("../../features/store", () => ({
  DepositPage: ({ onBuy }: { onBuy: (s: unknown) => void }) => (
    <button type="button" onClick={() => onBuy(stubs.chosen)}>
      deposit page: buy
    </button>
  ),
  PresetOfferPage: (props: { presetId: number; offerType: string; isOutsidePromoOffer: boolean }) => (
    <p>{`offer page ${props.presetId} ${props.offerType} outside=${props.isOutsidePromoOffer}`}</p>
  ),
  usePresetSelection: (presetId: number | null) => (presetId === 12 ? stubs.linked : null),
}));

vi.mock("../../features/payments", () => ({
  Checkout: ({
    selection,
    methodId,
    onOutcome,
  }: {
    selection: { presetId: number; offerType: string };
    methodId?: string;
    onOutcome: (o: unknown) => void;
  }) => (
    <div>
      <p>{`checkout ${selection.presetId} method=${methodId ?? "none"}`}</p>
      <button type="button" onClick={() => onOutcome({ kind: "completed", orderId: "ord-1" })}>
        complete
      </button>
      <button type="button" onClick={() => onOutcome({ kind: "failed", message: "no" })}>
        fail
      </button>
      <button
        type="button"
        onClick={() =>
          onOutcome({
            kind: "declined",
            presetId: selection.presetId,
            offerType: "preset",
            tryNextMethod: "bank",
          })
        }
      >
        decline
      </button>
      <button type="button" onClick={() => onOutcome({ kind: "cancelled" })}>
        cancel
      </button>
    </div>
  ),
  PurchaseSuccess: ({ orderId }: { orderId: string | null }) => <p>{`success page ${orderId}`}</p>,
  PurchaseFailed: (props: {
    presetId: number | null;
    methodId: string | null;
    onRetry: (methodId: string) => void;
    onBackToPackages: () => void;
  }) => (
    <div>
      <p>{`failed page ${props.presetId} method=${props.methodId}`}</p>
      <button type="button" onClick={() => props.onRetry(props.methodId ?? "card")}>
        retry
      </button>
      <button type="button" onClick={props.onBackToPackages}>
        back to packages
      </button>
    </div>
  ),
}));

vi.mock("../../features/redemptions", () => ({
  RedeemPage: ({ onClose }: { onClose: () => void }) => (
    <button type="button" onClick={onClose}>
      redeem page: done
    </button>
  ),
}));

afterEach(cleanup);

const dictionary = {
  "cashBox.close": "Close",
  "cashBox.title.deposit": "Get coins",
  "cashBox.title.offer": "Special offer",
  "cashBox.title.checkout": "Checkout",
  "cashBox.title.success": "Purchase complete",
  "cashBox.title.failed": "Purchase failed",
  "cashBox.title.redeem": "Redeem",
};

function Hash() {
  return <output data-testid="hash">{useLocation().hash}</output>;
}

function openAt(url: string) {
  renderApp(
    <>
      <CashBox />
      <Hash />
    </>,
    { dictionary, appInit: playerAppInit(), url },
  );
}

const hash = () => screen.getByTestId("hash").textContent;
const click = async (name: string) => fireEvent.click(await screen.findByRole("button", { name }));

describe("the cash box's hash router", () => {
  it("opens on every cash route with the page the route names", async () => {
    const routes: [string, string, string][] = [
      ["#/cash/deposit-by-money/", "Get coins", "deposit page: buy"],
      ["#/cash/deposit-by-money/12/preset/", "Special offer", "offer page 12 preset outside=false"],
      [
        "#/cash/deposit-by-money/7/promoOffer/?outside-promo-offer=true",
        "Special offer",
        "offer page 7 promoOffer outside=true",
      ],
      ["#/cash/success/?orderId=ord-9", "Purchase complete", "success page ord-9"],
      ["#/cash/failed/", "Purchase failed", "failed page null method=null"],
      ["#/cash/failed/12/preset/bank", "Purchase failed", "failed page 12 method=bank"],
      ["#/cash/redeem/", "Redeem", "redeem page: done"],
    ];
    for (const [route, title, page] of routes) {
      openAt(`/lobby/${route}`);
      const dialog = await screen.findByRole("dialog", { name: title });
      expect(await within(dialog).findByText(page), route).toBeTruthy();
      cleanup();
    }
  });

  it("stays closed without cash in the hash", async () => {
    openAt("/lobby/#verify");
    await screen.findByTestId("hash");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("takes the hash off when closed by its button or Escape", async () => {
    openAt("/lobby/?game=3#/cash/deposit-by-money/");
    const dialog = await screen.findByRole("dialog", { name: "Get coins" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(hash()).toBe("");
    expect(screen.getByTestId("location").textContent).toBe("/lobby/?game=3");
    cleanup();

    openAt("/lobby/#/cash/redeem/");
    fireEvent.keyDown(await screen.findByRole("dialog", { name: "Redeem" }), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(hash()).toBe("");
  });
});

describe("a purchase in the cash box (spec §4 deposit flow)", () => {
  it("opens the checkout for the chosen package and goes to the success page when it completes", async () => {
    openAt("/lobby/#/cash/deposit-by-money/");
    await click("deposit page: buy");
    expect(await screen.findByRole("dialog", { name: "Checkout" })).toBeTruthy();
    await screen.findByText("checkout 2 method=none");
    await click("complete");
    await screen.findByText("success page ord-1");
    expect(hash()).toBe("#/cash/success/?orderId=ord-1");
  });

  it("goes to the failed page when the payment fails", async () => {
    openAt("/lobby/#/cash/deposit-by-money/");
    await click("deposit page: buy");
    await click("fail");
    await screen.findByText("failed page 2 method=null");
    expect(hash()).toBe("#/cash/failed/");
  });

  it("goes to the next method's route on a decline, and retries the same package with that method", async () => {
    openAt("/lobby/#/cash/deposit-by-money/");
    await click("deposit page: buy");
    await click("decline");
    await screen.findByText("failed page 2 method=bank");
    expect(hash()).toBe("#/cash/failed/2/preset/bank");
    await click("retry");
    await screen.findByText("checkout 2 method=bank");
    await click("cancel");
    // Cancelled: back where the package was bought.
    await screen.findByText("deposit page: buy");
    expect(hash()).toBe("#/cash/deposit-by-money/");
  });

  it("returns to the page the player bought from when the checkout is cancelled", async () => {
    openAt("/lobby/#/cash/deposit-by-money/");
    await click("deposit page: buy");
    await click("cancel");
    await screen.findByText("deposit page: buy");
    expect(hash()).toBe("#/cash/deposit-by-money/");
  });

  it("retries a failed purchase opened from its link with the preset the link names", async () => {
    openAt("/lobby/#/cash/failed/12/preset/bank");
    await click("retry");
    await screen.findByText("checkout 12 method=bank");
  });

  it("sends the failed page's way back to the packages", async () => {
    openAt("/lobby/#/cash/failed/");
    await click("back to packages");
    await screen.findByText("deposit page: buy");
    expect(hash()).toBe("#/cash/deposit-by-money/");
  });
});
