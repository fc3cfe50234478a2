// @vitest-environment happy-dom
import {
  type BackofficeMenuItem,
  listMenuItemsEndpoint,
  reorderMenuItemsEndpoint,
  updateMenuItemEndpoint,
} from "@casino/contracts/static-info";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const MARKETING = operatorMe({ permissions: ["content:write"] });
const item = (id: number, en: string, es: string, url: string): BackofficeMenuItem => ({
  id,
  placement: "tap_bar",
  slug: `item-${id}`,
  sectionPosition: 0,
  sectionTitle: null,
  position: id,
  title: { en, es },
  url,
  image: null,
  imageActive: null,
  subsectionNumber: 0,
  isGrantedForGuest: true,
  showPlayerWithDeposits: true,
  showPlayerWithoutDeposits: true,
  isNew: false,
  animationEvent: null,
  isExternal: false,
  isHidden: false,
});
const HOME = item(1, "Home", "Inicio", "/");
const PROMOS = item(2, "Promotions", "Promociones", "/promotions");
const at = (path: string, id?: number) => path.replace("{brandId}", "tao").replace("{id}", String(id ?? ""));

const labels = () =>
  within(screen.getByRole("list", { name: "Tap bar (phones)" }))
    .getAllByRole("listitem")
    .map((row) => row.querySelector("strong")?.textContent);

describe("the menus screen", () => {
  it("reorders the tap bar with the keyboard's buttons, once the server answered", async () => {
    const api = mockFetch()
      .on(listMenuItemsEndpoint, { json: { items: [HOME, PROMOS] } }, at(listMenuItemsEndpoint.path))
      .on(reorderMenuItemsEndpoint, { json: { items: [PROMOS, HOME] } }, at(reorderMenuItemsEndpoint.path));
    renderBackoffice(api, { path: "/content/menus?brand=tao&placement=tap_bar&locale=es", me: MARKETING });
    await screen.findByText("Inicio");
    expect(labels()).toEqual(["Inicio", "Promociones"]);
    fireEvent.click(screen.getByRole("button", { name: "Move Promociones up" }));
    await waitFor(() => expect(labels()).toEqual(["Promociones", "Inicio"]));
    expect(api.callsTo(reorderMenuItemsEndpoint, at(reorderMenuItemsEndpoint.path))[0]?.body).toEqual({
      placement: "tap_bar",
      ids: [2, 1],
    });
  });

  it("edits an item's labels and shows the server's refusal next to the field", async () => {
    const api = mockFetch()
      .on(listMenuItemsEndpoint, { json: { items: [HOME, PROMOS] } }, at(listMenuItemsEndpoint.path))
      .on(
        updateMenuItemEndpoint,
        {
          ...failure(400, "VALIDATION_FAILED"),
          json: {
            success: false,
            error: {
              code: "VALIDATION_FAILED",
              message: "The request body is not valid.",
              details: [{ path: "body.url", message: "Use a path starting with / or an https:// address." }],
            },
          },
        },
        at(updateMenuItemEndpoint.path, 2),
      );
    renderBackoffice(api, { path: "/content/menus?brand=tao&placement=tap_bar", me: MARKETING });
    fireEvent.click(await screen.findByRole("button", { name: "Edit Promotions" }));
    const link = await screen.findByLabelText(/^Link/);
    fireEvent.change(link, { target: { value: "javascript:alert(1)" } });
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    expect(await screen.findByText("Use a path starting with / or an https:// address.")).toBeTruthy();
    const [call] = api.callsTo(updateMenuItemEndpoint, at(updateMenuItemEndpoint.path, 2));
    expect(call?.body).toMatchObject({ url: "javascript:alert(1)", title: { en: "Promotions" } });
    // The list still shows what the server holds.
    expect(labels()).toEqual(["Home", "Promotions"]);
  });
});
