// @vitest-environment happy-dom
import { type FlipTheCoinResult, flipTheCoinEndpoint, subscribePromoOfferEndpoint } from "@casino/contracts";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { promoOfferPreset, STORE_DICTIONARY } from "../test-support/store-fixtures";
import { PromoOfferLinks } from "./promo-offer-links";

const toasts = vi.hoisted(() => ({ shown: [] as string[] }));
vi.mock("../../../lib/toasts", () => ({
  showToast: (message: string) => {
    toasts.shown.push(message);
    return message;
  },
}));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toasts.shown.length = 0;
});

/** Where the links lead: the hash (the cash box's route) and the query left. */
function Address() {
  const { search, hash } = useLocation();
  return <output data-testid="address">{`${search}${hash}`}</output>;
}

async function openAt(url: string) {
  renderApp(
    <>
      <PromoOfferLinks />
      <Address />
    </>,
    { dictionary: STORE_DICTIONARY, appInit: playerAppInit(), url },
  );
  await screen.findByTestId("address");
  // Spec §9: promo offer calls wait 2 s.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2_000);
  });
}

const address = () => screen.getByTestId("address").textContent;
const WON_UNTIL = "2026-12-02T12:00:00.000Z";

function flipAnswers(result: FlipTheCoinResult) {
  return mockApi()
    .on(flipTheCoinEndpoint, () => result)
    .install();
}

describe("a promoOffer link (spec §2)", () => {
  it("unlocks the offer after 2 s, takes the query off and opens the offer in the cash box", async () => {
    const api = mockApi()
      .on(subscribePromoOfferEndpoint, () => ({ success: true, presetId: 41 }))
      .install();
    renderApp(
      <>
        <PromoOfferLinks />
        <Address />
      </>,
      {
        dictionary: STORE_DICTIONARY,
        appInit: playerAppInit(),
        url: "/lobby/?promoOffer=spring-deal&game=3",
      },
    );
    await screen.findByTestId("address");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(api.calls).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    await waitFor(() => expect(address()).toBe("?game=3#/cash/deposit-by-money/41/promoOffer/"));
    expect(api.bodiesOf(subscribePromoOfferEndpoint)).toEqual([{ urlHash: "spring-deal" }]);
  });

  it("says so when the link's offer does not exist", async () => {
    mockApi()
      .on(subscribePromoOfferEndpoint, () => ({ status: 404, code: "PROMO_OFFER_NOT_FOUND" }))
      .install();
    await openAt("/lobby/?promoOffer=gone");
    await waitFor(() => expect(toasts.shown).toEqual(["This offer is not available."]));
    expect(address()).toBe("");
  });

  it("sends a guest to sign up with the link, calling nothing", async () => {
    const api = mockApi().install();
    renderApp(<PromoOfferLinks />, {
      dictionary: STORE_DICTIONARY,
      url: "/?promoOffer=spring-deal&utm=mail",
      paths: ["/signup/"],
    });
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/signup/?promoOffer=spring-deal&utm=mail"),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(api.calls).toEqual([]);
  });

  it("waits while the new player is still on the sign-up page", async () => {
    const api = mockApi()
      .on(subscribePromoOfferEndpoint, () => ({ success: true, presetId: 41 }))
      .install();
    await openAt("/signup/?promoOffer=spring-deal");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(api.calls).toEqual([]);
    expect(address()).toBe("?promoOffer=spring-deal");
  });
});

describe("flip the coin (query promoOfferSet, spec §4)", () => {
  it("shows the won offer, whose Buy opens it in the cash box", async () => {
    const api = flipAnswers({
      success: true,
      reasonType: null,
      data: { promoOfferPreset: promoOfferPreset({ id: 9, title: "Lucky pack" }), expiresAt: WON_UNTIL },
    });
    await openAt("/lobby/?promoOfferSet=lucky-coin");
    const dialog = await screen.findByRole("dialog", { name: "You won an offer!" });
    expect(address()).toBe("");
    expect(dialog.textContent).toContain("The coin chose this offer for you. It is yours until");
    fireEvent.click(within(dialog).getByRole("button", { name: "Buy for $4.99" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(address()).toBe("#/cash/deposit-by-money/9/promoOffer/");
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /rest/cash/promo-offer-preset/flip-the-coin/",
    ]);
  });

  it("says when the next flip is possible after a flip within the cooldown", async () => {
    flipAnswers({ success: false, reasonType: "limit_by_time", data: { nextFlipAt: WON_UNTIL } });
    await openAt("/lobby/?promoOfferSet=lucky-coin");
    const dialog = await screen.findByRole("dialog", { name: "Flip the coin used" });
    const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(WON_UNTIL),
    );
    expect(dialog.textContent).toContain(`You can flip it again on ${when}.`);
    expect(within(dialog).queryByRole("button", { name: /Buy/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers the offer already won while it is still to buy", async () => {
    flipAnswers({
      success: false,
      reasonType: "limit_by_promo_offers",
      data: { promoOfferPreset: promoOfferPreset({ id: 9, title: "Lucky pack" }), expiresAt: WON_UNTIL },
    });
    await openAt("/lobby/?promoOfferSet=lucky-coin");
    const dialog = await screen.findByRole("dialog", { name: "Flip the coin used" });
    expect(dialog.textContent).toContain("the offer you won is yours until");
    expect(within(dialog).getByRole("article", { name: "Lucky pack" })).toBeTruthy();
  });

  it("says there is nothing to win when no offer of the set is available", async () => {
    flipAnswers({ success: false, reasonType: "no_offers_found", data: null });
    await openAt("/lobby/?promoOfferSet=lucky-coin");
    const dialog = await screen.findByRole("dialog", { name: "Flip the coin used" });
    expect(dialog.textContent).toContain("There are no offers to win right now. Please come back later.");
  });
});
