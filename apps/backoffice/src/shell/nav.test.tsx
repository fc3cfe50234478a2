// @vitest-environment happy-dom
import { searchAuditLogEndpoint } from "@casino/contracts/audit-log";
import { listOperatorsEndpoint, listRolesEndpoint, type Permission } from "@casino/contracts/operators";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { BackofficeScreen } from "../lib/screens";
import { failure, mockFetch } from "../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../lib/test-support/render-backoffice";
import { visibleScreens } from "./nav";

afterEach(cleanup);

const screenOf = (path: string, module: BackofficeScreen["module"]): BackofficeScreen => ({
  path,
  label: path[0]?.toUpperCase() + path.slice(1),
  module,
  Component: () => <h1>{path} screen</h1>,
});
/** A registry with a screen of another module, as a later feature will add one. */
const SCREENS = [screenOf("staff", "staff"), screenOf("players", "players"), screenOf("ledger", "ledger")];

const navLinks = () =>
  within(screen.getByRole("navigation", { name: "Back office" }))
    .queryAllByRole("link")
    .map((link) => link.textContent);

describe("the navigation shows what the operator may read, and only screens that exist", () => {
  it("keeps the screens whose module the permissions read, write included", () => {
    const paths = (permissions: Permission[]) =>
      visibleScreens(SCREENS, permissions).map((each) => each.path);
    expect(paths([])).toEqual([]);
    expect(paths(["players:read"])).toEqual(["players"]);
    expect(paths(["staff:write", "ledger:read"])).toEqual(["staff", "ledger"]);
    // A permission on a module without a screen (audit) adds no link.
    expect(paths(["audit:write"])).toEqual([]);
    // A detail screen is routed but has no link of its own.
    const detail = { ...screenOf("players/:id", "players"), isDetail: true };
    expect(visibleScreens([...SCREENS, detail], ["players:read"]).map((each) => each.path)).toEqual([
      "players",
    ]);
  });

  it("renders links only for the operator's modules, and opens the first of them", async () => {
    const api = mockFetch();
    const { router } = renderBackoffice(api, {
      me: operatorMe({ permissions: ["players:write", "ledger:read"] }),
      screens: SCREENS,
    });
    await screen.findByRole("heading", { name: "players screen" });
    expect(navLinks()).toEqual(["Players", "Ledger"]);
    expect(router.state.location.pathname).toBe("/players");
  });

  it("refuses a shared link to a screen the role may not read, without calling for its data", async () => {
    const api = mockFetch();
    renderBackoffice(api, {
      path: "/staff",
      me: operatorMe({ role: { id: "support", name: "Support" }, permissions: ["players:read"] }),
    });
    await screen.findByRole("heading", { name: "No access" });
    // The real registry: the players search has a link, a player's page (a detail screen) none.
    expect(navLinks()).toEqual(["Players"]);
    expect(api.callsTo(listOperatorsEndpoint)).toEqual([]);
  });

  it("the real registry: staff access shows Staff and Roles, content the content screens, the audit log its screen, nothing no link", async () => {
    const api = mockFetch()
      .on(listOperatorsEndpoint, { json: { operators: [] } })
      .on(listRolesEndpoint, { json: { roles: [] } });
    renderBackoffice(api, { me: operatorMe({ permissions: ["staff:read"] }) });
    await screen.findByRole("heading", { name: "Staff", level: 1 });
    expect(navLinks()).toEqual(["Staff", "Roles"]);
    cleanup();
    renderBackoffice(mockFetch(), { me: operatorMe({ permissions: ["content:write"] }) });
    await screen.findByRole("heading", { name: "Home page", level: 1 });
    expect(navLinks()).toEqual([
      "Home page",
      "Menus",
      "Games",
      "Legal pages",
      "Promotions",
      "Packages",
      "Offer bundles and flips",
    ]);
    cleanup();
    renderBackoffice(mockFetch().on(searchAuditLogEndpoint, { json: { entries: [], nextBefore: null } }), {
      me: operatorMe({ permissions: ["audit:read"] }),
    });
    await screen.findByRole("heading", { name: "Audit log", level: 1 });
    expect(navLinks()).toEqual(["Audit log"]);
    cleanup();
    renderBackoffice(mockFetch(), { me: operatorMe({ permissions: [] }) });
    await screen.findByRole("heading", { name: "Welcome" });
    expect(navLinks()).toEqual([]);
  });

  it("goes back to sign-in when a call answers 401 (the session ended)", async () => {
    const api = mockFetch()
      .on(listOperatorsEndpoint, failure(401, "UNAUTHENTICATED"))
      .on(listRolesEndpoint, failure(401, "UNAUTHENTICATED"));
    const { router } = renderBackoffice(api, { path: "/staff", me: operatorMe() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    await screen.findByRole("heading", { name: "Sign in to the back office" });
    expect(screen.getByRole("status").textContent).toBe(
      "Your session ended after 30 minutes without activity. Sign in again to carry on where you were.",
    );
    // …and after signing in again, back to the page it ended on.
    expect(router.state.location.state).toEqual({ from: "/staff" });
  });
});
