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
    // A legal link to a page this build does not have ("How it works") is left out rather than leading
    // to a 404; one to a page it has is shown.
    expect(within(footer).getByRole("link", { name: "Play safe" }).getAttribute("href")).toBe(
      "/account/responsible-play",
    );
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
    // Promotions need an account (spec §5): a guest's tap leads to sign-up, with the query kept.
    expect(within(bar).getByRole("link", { name: "Promotions" }).getAttribute("href")).toBe(
      "/signup/?ref=abc",
    );
    expect(within(bar).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/signin/?ref=abc");
    expect(within(bar).getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe("/signup/?ref=abc");
    expect(within(bar).getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("false");
  });
});

describe("entries of pages still to be built", () => {
  it("are shown nowhere: not in the sidebar, the tap bar or the footer, whatever the menu data says", async () => {
    renderAsGuest(
      <>
        <Sidebar />
        <BottomBar isMenuOpen={false} onMenuOpen={noop} />
        <Footer year={2026} />
      </>,
      { dictionary },
    );
    await screen.findByRole("navigation", { name: "Main menu" });
    for (const name of [/Tournaments/, /VIP/]) {
      expect(screen.queryByRole("link", { name })).toBeNull();
    }
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href") ?? "");
    expect(hrefs.filter((href) => /tournaments|vip/.test(href))).toEqual([]);
  });
});

describe("sidebar", () => {
  it("hides player items from guests, badges new ones, opens external ones in a new tab", async () => {
    renderAsGuest(<Sidebar />, { url: "/library?category=popular-games", dictionary });
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(nav).queryByRole("link", { name: /Favorites/ })).toBeNull();
    const popular = within(nav).getByRole("link", { name: /Popular/ });
    expect(popular.getAttribute("aria-current")).toBe("page");
    expect(within(popular).getByText("New")).toBeTruthy();
    const blog = within(nav).getByRole("link", { name: /Blog/ });
    expect(blog.getAttribute("target")).toBe("_blank");
    expect(blog.getAttribute("rel")).toBe("noopener noreferrer");
    const affiliate = within(nav).getByRole("link", { name: /shell.menu.affiliate/ });
    expect(affiliate.getAttribute("href")).toBe("https://partners.brand.example/");
  });
});
