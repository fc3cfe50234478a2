// @vitest-environment happy-dom

import { createColumnHelper } from "@tanstack/react-table";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DataTable } from "./data-table";
import { useUrlTableState } from "./use-url-table-state";

afterEach(cleanup);

interface Player {
  id: string;
  email: string;
}
const column = createColumnHelper<Player>();
const columns = [column.accessor("email", { header: "E-mail" })];

/** A screen whose server pages the list: it shows the page `state` asks for, as the server would send it. */
function ServerPagedPlayers() {
  const [state, setState] = useUrlTableState();
  const location = useLocation();
  const page = [
    { id: `p${state.pagination.pageIndex}`, email: `page-${state.pagination.pageIndex + 1}@casino.test` },
  ];
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <DataTable
        caption="Players"
        columns={columns}
        data={page}
        getRowId={(row) => row.id}
        state={state}
        onStateChange={setState}
        mode={{ kind: "server", rowCount: 60 }}
        searchLabel="Search players"
      />
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: "/players", element: <ServerPagedPlayers /> }], {
        initialEntries: [path],
      })}
    />,
  );

describe("a table whose server pages, sorts and filters", () => {
  it("shows the page the URL asks for, and moves pages, sort and search through the URL", () => {
    renderAt("/players?page=2&sort=-email");
    expect(screen.getByText("page-2@casino.test")).toBeTruthy();
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /E-mail/ }).getAttribute("aria-sort")).toBe("descending");

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByTestId("url").textContent).toBe("?page=3&sort=-email");
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);

    // A new sort or search starts again from the first page; a sort goes descending, none, ascending.
    fireEvent.click(screen.getByRole("button", { name: /E-mail/ }));
    expect(screen.getByTestId("url").textContent).toBe("");
    fireEvent.click(screen.getByRole("button", { name: /E-mail/ }));
    expect(screen.getByTestId("url").textContent).toBe("?sort=email");
    fireEvent.change(screen.getByLabelText("Search players"), { target: { value: "ann" } });
    expect(screen.getByTestId("url").textContent).toBe("?sort=email&q=ann");
    expect(screen.getByText("page-1@casino.test")).toBeTruthy();
  });
});
