// @vitest-environment happy-dom
import type { AppInit, PlayerPageClass } from "@casino/contracts";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { playerAppInit } from "../test-support/app-init-fixtures";
import { renderApp } from "../test-support/render-app";
import { useIsGuest, useViewer } from "./use-page-basics";
import { useSession } from "./use-session";

afterEach(cleanup);

const PAGE_CLASS: PlayerPageClass = {
  playerRestrictionIdsHash: "p1",
  hasDeposits: false,
  buildId: "test",
  hasLastGames: false,
  hasFavorites: false,
};

/** Counts its renders, as a page section under a layout would render again. */
function probe(name: string, read: () => string) {
  let renders = 0;
  function Probe() {
    renders += 1;
    return <p data-testid={name}>{read()}</p>;
  }
  return { Probe, renders: () => renders };
}

/** Puts app init into the cache as its fetch would, and lets the query's observers hear of it. */
const arrive = (queryClient: { setQueryData: (key: string[], data: AppInit) => void }, appInit: AppInit) =>
  act(async () => {
    queryClient.setQueryData(["app-init"], appInit);
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

describe("narrow session reads on a page kept for a class of players (decision 024)", () => {
  it("do not render again when the player's app init arrives and agrees with the page's class", async () => {
    const guest = probe("guest", () => String(useIsGuest()));
    const viewer = probe("viewer", () => useViewer()?.playerRestrictionIdsHash ?? "none");
    const whole = probe("whole", () => String(useSession().isGuest));
    const { queryClient } = renderApp(
      <>
        <guest.Probe />
        <viewer.Probe />
        <whole.Probe />
      </>,
      { appInit: null, playerPageClass: PAGE_CLASS },
    );
    expect((await screen.findByTestId("guest")).textContent).toBe("false");
    expect(screen.getByTestId("viewer").textContent).toBe("p1");
    const before = { guest: guest.renders(), viewer: viewer.renders(), whole: whole.renders() };

    await arrive(queryClient, playerAppInit());

    // useSession() follows app init as a whole, so its reader renders again; the narrow reads do not.
    expect(whole.renders()).toBeGreaterThan(before.whole);
    expect(guest.renders()).toBe(before.guest);
    expect(viewer.renders()).toBe(before.viewer);
  });

  it("render again when app init changes what they read", async () => {
    const viewer = probe("viewer", () => useViewer()?.playerRestrictionIdsHash ?? "none");
    const guest = probe("guest", () => String(useIsGuest()));
    const { queryClient } = renderApp(
      <>
        <viewer.Probe />
        <guest.Probe />
      </>,
      { appInit: null, playerPageClass: PAGE_CLASS },
    );
    await screen.findByText("p1");

    await arrive(queryClient, { ...playerAppInit(), playerRestrictionIdsHash: "p2" });
    expect(screen.getByTestId("viewer").textContent).toBe("p2");

    act(() => queryClient.removeQueries({ queryKey: ["app-init"] }));
    await arrive(queryClient, { ...playerAppInit(), isGuest: true } as unknown as AppInit);
    expect(screen.getByTestId("guest").textContent).toBe("true");
  });

  it("take a page without a player class and without app init for a guest's", async () => {
    const guest = probe("guest", () => String(useIsGuest()));
    const viewer = probe("viewer", () => useViewer()?.playerRestrictionIdsHash ?? "none");
    renderApp(
      <>
        <guest.Probe />
        <viewer.Probe />
      </>,
      { appInit: null },
    );
    expect((await screen.findByTestId("guest")).textContent).toBe("true");
    expect(screen.getByTestId("viewer").textContent).toBe("none");
  });
});
