// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAsGuest } from "../test-support/render-shell";
import { BottomBar } from "./bottom-bar";
import { Footer } from "./footer/footer";
import { Sidebar } from "./sidebar";

afterEach(cleanup);

const noop = () => {};
const dictionary = {
  "shell.footer.copyright": "© {{year}} {{brand}}",
  "shell.footer.aboutSupport": "Write to <mail>{{email}}</mail>.",
  "shell.footer.trustpilot": "Trustpilot",
  "shell.auth.signIn": "Sign In",
  "shell.auth.signUp": "Sign Up",
  "shell.menu.toggle": "Menu",
  "shell.menu.new": "New",
  "shell.menu.label": "Main menu",
  "shell.bottomBar.label": "Quick links",
};

describe("footer", () => {
  it("shows the about text, the support email, the legal column, copyright, age badge and rating", async () => {
    renderAsGuest(<Footer year={2026} />, { dictionary });
    const footer = await screen.findByRole("contentinfo");
    for (const paragraph of ["One.", "Two.", "Three.", "Four."])
      expect(within(footer).getByText(paragraph)).toBeTruthy();
    const mailLinks = within(footer).getAllByRole("link", { name: "help@brand.example" });
    expect(mailLinks.map((link) => link.getAttribute("href"))).toEqual([
      "mailto:help@brand.example",
      "mailto:help@brand.example",
    ]);
    expect(within(footer).getByRole("link", { name: "Terms" }).getAttribute("href")).toBe("/page/terms");
    expect(within(footer).queryByRole("link", { name: "How it works" })).toBeNull();
    expect(within(footer).getByText("© 2026 NoLimitCoins")).toBeTruthy();
    expect(within(footer).getByRole("img", { name: "shell.footer.ageBadgeLabel" })).toBeTruthy();
    const rating = within(footer).getByRole("link", { name: /Trustpilot/ });
    expect(rating.textContent).toContain("4.7");
    expect(rating.getAttribute("rel")).toBe("noopener noreferrer");
  });
});

describe("bottom bar", () => {
  it("gives guests the tap items granted to guests, Sign In and Sign Up with the query kept, and Menu", async () => {
    renderAsGuest(<BottomBar isMenuOpen={false} onMenuOpen={noop} />, {
      url: "/promotions?ref=abc",
      dictionary,
    });
    const bar = await screen.findByRole("navigation", { name: "Quick links" });
    expect(within(bar).getByRole("link", { name: "Home" })).toBeTruthy();
    expect(within(bar).queryByRole("link", { name: "Wallet" })).toBeNull();
    expect(within(bar).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/signin/?ref=abc");
    expect(within(bar).getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe("/signup/?ref=abc");
    expect(within(bar).getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("false");
  });
});

describe("sidebar", () => {
  it("hides player items from guests, badges new ones, opens external ones in a new tab", async () => {
    renderAsGuest(<Sidebar />, { url: "/tournaments", dictionary });
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(nav).queryByRole("link", { name: /Favorites/ })).toBeNull();
    const tournaments = within(nav).getByRole("link", { name: /Tournaments/ });
    expect(tournaments.getAttribute("aria-current")).toBe("page");
    expect(within(tournaments).getByText("New")).toBeTruthy();
    const blog = within(nav).getByRole("link", { name: /Blog/ });
    expect(blog.getAttribute("target")).toBe("_blank");
    expect(blog.getAttribute("rel")).toBe("noopener noreferrer");
    const affiliate = within(nav).getByRole("link", { name: /shell.menu.affiliate/ });
    expect(affiliate.getAttribute("href")).toBe("https://partners.brand.example/");
  });
});
