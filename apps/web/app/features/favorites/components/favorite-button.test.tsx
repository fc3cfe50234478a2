// @vitest-environment happy-dom
import { favoriteGameEndpoint } from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guestAppInit, playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { FavoriteButton } from "./favorite-button";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = { "games.favorite.label": "Favourite: {{name}}", "games.favorite.failed": "Not saved" };
const heartOf = () => <FavoriteButton gameId={101} name="Lucky Lanterns" />;

describe("the favourite heart", () => {
  it("is not offered to a guest", async () => {
    mockApi().install();
    renderApp(heartOf(), { appInit: guestAppInit(), dictionary });
    await screen.findByTestId("location");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("toggles the favourite at once and keeps the server's list", async () => {
    const api = mockApi()
      .on(favoriteGameEndpoint, () => ({ success: true, isFavorite: true, favoriteGames: [7, 101] }), {
        id: "101",
      })
      .install();
    const player = { ...playerAppInit(), favoriteGames: [7] };
    const { queryClient } = renderApp(heartOf(), { appInit: player, dictionary });
    const heart = await screen.findByRole("button", { name: "Favourite: Lucky Lanterns" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() =>
      expect(queryClient.getQueryData<{ favoriteGames: number[] }>(["app-init"])?.favoriteGames).toEqual([
        7, 101,
      ]),
    );
  });

  it("puts the old state back when the toggle fails", async () => {
    const api = mockApi()
      .on(favoriteGameEndpoint, () => ({ status: 503, code: "SERVICE_UNAVAILABLE" }), { id: "101" })
      .install();
    const { queryClient } = renderApp(heartOf(), {
      appInit: { ...playerAppInit(), favoriteGames: [101] },
      dictionary,
    });
    const heart = await screen.findByRole("button", { name: "Favourite: Lucky Lanterns" });
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(heart);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    expect(queryClient.getQueryData<{ favoriteGames: number[] }>(["app-init"])?.favoriteGames).toEqual([101]);
  });
});
