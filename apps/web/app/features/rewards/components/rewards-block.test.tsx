// @vitest-environment happy-dom
import {
  appInitEndpoint,
  balanceEndpoint,
  type RewardStatus,
  type Rewards,
  rewardClaimEndpoint,
  rewardsEndpoint,
} from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { RewardsBlock } from "./rewards-block";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CREDITED_AT = "2026-11-22T12:00:00.000Z";
const received = (coins: number): RewardStatus => ({
  available: false,
  completed: true,
  coins,
  creditedAt: CREDITED_AT,
});
const ready = (coins: number): RewardStatus => ({
  available: true,
  completed: false,
  coins,
  creditedAt: null,
});
const toDo = (coins: number): RewardStatus => ({
  available: false,
  completed: false,
  coins,
  creditedAt: null,
});

const dictionary = {
  "rewards.title": "Account rewards",
  "rewards.coins": "{{coins}} Coins",
  "rewards.email.title": "Confirm your email",
  "rewards.email.todo": "Open the link we emailed you.",
  "rewards.profile.title": "Complete your profile",
  "rewards.profile.todo": "Fill in every field of your profile below.",
  "rewards.profile.action": "Fill in your profile",
  "rewards.phone.title": "Add your phone number",
  "rewards.phone.todo": "Add a phone number to your profile below.",
  "rewards.phone.action": "Go to the phone field",
  "rewards.received": "Received: {{coins}} Coins on {{date}}",
  "rewards.ready": "Step done: your coins are waiting for you.",
  "rewards.claim": "Claim {{coins}} Coins",
};

function renderRewards(rewards: Rewards) {
  const rendered = renderApp(
    <RewardsBlock
      confirmEmailAction={<button type="button">Send the link again</button>}
      profileFormHref="#profile"
    />,
    { url: "/account", dictionary, appInit: playerAppInit() },
  );
  rendered.queryClient.setQueryData(["player-rewards"], rewards);
  return rendered;
}

const card = async (title: string) => {
  const heading = await screen.findByRole("heading", { name: title });
  const item = heading.closest("li");
  if (!item) throw new Error(`no card for ${title}`);
  return item;
};

describe("account rewards", () => {
  it("says what a received reward credited and when, and gives each waiting step the control that does it", async () => {
    mockApi().install();
    renderRewards({ email: received(2000), profile: toDo(5000), phone: toDo(3000) });

    const email = await card("Confirm your email");
    expect(email.textContent).toContain("Received: 2,000 Coins on Nov 22, 2026");
    expect(screen.queryByRole("button", { name: "Send the link again" })).toBeNull();

    const profile = await card("Complete your profile");
    expect(profile.textContent).toContain("5,000 Coins");
    expect(profile.textContent).not.toContain("Received");
    const fill = screen.getByRole("link", { name: "Fill in your profile" });
    expect(fill.getAttribute("href")).toBe("#profile");
    expect(screen.getByRole("link", { name: "Go to the phone field" }).getAttribute("href")).toBe("#profile");
  });

  it("offers to send the confirmation link again while the email waits for it", async () => {
    mockApi().install();
    renderRewards({ email: toDo(2000), profile: toDo(5000), phone: toDo(3000) });
    const email = await card("Confirm your email");
    expect(email.textContent).toContain("Open the link we emailed you.");
    expect(screen.getByRole("button", { name: "Send the link again" })).toBeTruthy();
  });

  it("claims a reward whose step is done with one button, then shows it received", async () => {
    const afterClaim: Rewards = { email: received(2000), profile: toDo(5000), phone: toDo(3000) };
    const api = mockApi()
      .on(rewardClaimEndpoint, () => ({ success: true, rewards: afterClaim }), { kind: "email" })
      .on(rewardsEndpoint, () => afterClaim)
      .on(appInitEndpoint, () => playerAppInit())
      .on(balanceEndpoint, () => ({
        playerBalance: { coins: 2000, entries: 0, winnings: 0, tourPoints: 0 },
        gameMode: "TournamentPoints",
      }))
      .install();
    renderRewards({ email: ready(2000), profile: toDo(5000), phone: toDo(3000) });

    const email = await card("Confirm your email");
    expect(email.textContent).toContain("Step done: your coins are waiting for you.");
    fireEvent.click(screen.getByRole("button", { name: "Claim 2,000 Coins" }));
    await waitFor(() => expect(email.textContent).toContain("Received: 2,000 Coins on Nov 22, 2026"));
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      "/rest/player/rewards/email/claim/",
    ]);
    expect(screen.queryByRole("button", { name: /Claim/ })).toBeNull();
  });

  it("leaves out a reward the brand does not give", async () => {
    mockApi().install();
    renderRewards({ email: toDo(2000), profile: toDo(5000), phone: toDo(0) });
    await card("Complete your profile");
    expect(screen.queryByRole("heading", { name: "Add your phone number" })).toBeNull();
  });
});
