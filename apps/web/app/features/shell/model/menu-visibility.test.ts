import type { MenuItem } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { isExternalUrl, viewerFromAppInit, visibleMenuItems } from "./menu-visibility";

function item(title: string, flags: Partial<MenuItem>): MenuItem {
  return {
    title,
    url: `/issues/${title}`,
    image: null,
    image_active: null,
    subsection_number: 0,
    is_granted_for_guest: false,
    show_player_with_deposits: false,
    show_player_without_deposits: false,
    is_new: false,
    animation_event: null,
    is_external: false,
    ...flags,
  };
}

const items = [
  item("everyone", {
    is_granted_for_guest: true,
    show_player_with_deposits: true,
    show_player_without_deposits: true,
  }),
  item("guests-only", { is_granted_for_guest: true }),
  item("depositors", { show_player_with_deposits: true }),
  item("newcomers", { show_player_without_deposits: true }),
];
const titles = (list: MenuItem[]) => list.map((entry) => entry.title);

describe("menu visibility (spec §5)", () => {
  it("shows guests only the items granted for guests", () => {
    expect(titles(visibleMenuItems(items, { isGuest: true }))).toEqual(["everyone", "guests-only"]);
  });

  it("shows a player who has deposited the items for players with deposits", () => {
    expect(titles(visibleMenuItems(items, { isGuest: false, hasDeposits: true }))).toEqual([
      "everyone",
      "depositors",
    ]);
  });

  it("shows a player without deposits the items for players without deposits", () => {
    expect(titles(visibleMenuItems(items, { isGuest: false, hasDeposits: false }))).toEqual([
      "everyone",
      "newcomers",
    ]);
  });

  it("treats an unknown visitor as a guest", () => {
    expect(viewerFromAppInit(undefined)).toEqual({ isGuest: true });
    expect(viewerFromAppInit({ isGuest: false, hasDeposits: true })).toEqual({
      isGuest: false,
      hasDeposits: true,
    });
  });

  it("opens flagged and absolute links outside the site", () => {
    expect(isExternalUrl({ url: "/promotions", is_external: false })).toBe(false);
    expect(isExternalUrl({ url: "https://partners.example/", is_external: false })).toBe(true);
    expect(isExternalUrl({ url: "/blog", is_external: true })).toBe(true);
  });

  it("shows no entry whose page is not built yet, even when the menu data grants it", () => {
    const unbuilt = [
      item("vip", { url: "/vip", is_granted_for_guest: true, show_player_with_deposits: true }),
      item("tournaments", {
        url: "/tournaments/",
        is_granted_for_guest: true,
        show_player_with_deposits: true,
      }),
      item("referral", {
        url: "/referral-info",
        is_granted_for_guest: true,
        show_player_with_deposits: true,
      }),
    ];
    expect(visibleMenuItems([...items, ...unbuilt], { isGuest: true }).map((entry) => entry.url)).toEqual([
      "/issues/everyone",
      "/issues/guests-only",
    ]);
    expect(visibleMenuItems(unbuilt, { isGuest: false, hasDeposits: true })).toEqual([]);
  });
});
