// @vitest-environment happy-dom
import {
  createOperatorEndpoint,
  listOperatorsEndpoint,
  listRolesEndpoint,
  type Operator,
  resetOperatorSecondFactorEndpoint,
  updateOperatorEndpoint,
} from "@casino/contracts/operators";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, mockFetch } from "../../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../../lib/test-support/render-backoffice";

afterEach(cleanup);

const ME = operatorMe();
const BOB: Operator = {
  id: "7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a",
  email: "bob@casino.test",
  name: "Bob Support",
  roleId: "support",
  status: "ACTIVE",
  hasSecondFactor: true,
  lastSignInAt: "2026-11-20T10:00:00.000Z",
  createdAt: "2026-11-01T10:00:00.000Z",
};
const SELF: Operator = {
  ...BOB,
  id: ME.id,
  email: ME.email,
  name: ME.name,
  roleId: "admin",
  lastSignInAt: null,
};
const ROLES = [
  { id: "admin", name: "Admin", isBuiltIn: true, permissions: ["staff:write" as const] },
  { id: "support", name: "Support", isBuiltIn: true, permissions: ["players:read" as const] },
];

function staffApi() {
  return mockFetch()
    .on(listOperatorsEndpoint, { json: { operators: [SELF, BOB] } })
    .on(listRolesEndpoint, { json: { roles: ROLES } });
}

const rowOf = (email: string) => screen.getByText(email).closest("tr") as HTMLElement;
const emails = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("td")?.textContent);

describe("the staff screen", () => {
  it("lists the operators, sorted from the URL, and writes a new sort back into it", async () => {
    const { router } = renderBackoffice(staffApi(), { path: "/staff?sort=-email", me: ME });
    await screen.findByText("bob@casino.test");
    expect(emails()).toEqual(["bob@casino.test", "ann@casino.test"]);
    expect(within(rowOf("bob@casino.test")).getByText("Enrolled")).toBeTruthy();
    expect(within(rowOf("ann@casino.test")).getByText("Never")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /^Name/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=name"));
    expect(emails()).toEqual(["ann@casino.test", "bob@casino.test"]);
  });

  it("disables an operator once the server has, and never offers one's own disable or reset", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = staffApi().on(
      updateOperatorEndpoint,
      async () => {
        await held;
        return { json: { ...BOB, status: "DISABLED" } };
      },
      `/api/backoffice/operators/${BOB.id}/`,
    );
    renderBackoffice(api, { path: "/staff", me: ME });
    await screen.findByText("bob@casino.test");
    expect(
      (within(rowOf("ann@casino.test")).getByRole("button", { name: /Disable/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(within(rowOf("ann@casino.test")).queryByRole("button", { name: /Reset/ })).toBeNull();

    const disable = within(rowOf("bob@casino.test")).getByRole("button", { name: "Disable bob@casino.test" });
    fireEvent.click(disable);
    await waitFor(() => expect((disable as HTMLButtonElement).disabled).toBe(true));
    // Pessimistic: the row still shows what the server last said.
    expect(within(rowOf("bob@casino.test")).getByText("Active")).toBeTruthy();
    release();
    await screen.findByText("bob@casino.test is disabled and signed out.");
    expect(within(rowOf("bob@casino.test")).getByText("Disabled")).toBeTruthy();
    expect(api.callsTo(updateOperatorEndpoint, `/api/backoffice/operators/${BOB.id}/`)[0]?.body).toEqual({
      status: "DISABLED",
    });
  });

  it("resets another operator's second factor only after a confirmation", async () => {
    const path = `/api/backoffice/operators/${BOB.id}/reset-second-factor/`;
    const api = staffApi().on(
      resetOperatorSecondFactorEndpoint,
      { json: { ...BOB, hasSecondFactor: false } },
      path,
    );
    renderBackoffice(api, { path: "/staff", me: ME });
    await screen.findByText("bob@casino.test");
    fireEvent.click(screen.getByRole("button", { name: "Reset two-step sign-in of bob@casino.test" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset two-step sign-in?" });
    expect(api.callsTo(resetOperatorSecondFactorEndpoint, path)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Reset and sign out" }));
    await screen.findByText(/sets up a new authenticator at their next sign-in/);
    expect(api.callsTo(resetOperatorSecondFactorEndpoint, path)).toHaveLength(1);
    expect(within(rowOf("bob@casino.test")).getByText("Not yet")).toBeTruthy();
  });

  it("adds an operator, and says so when the e-mail is taken", async () => {
    const api = staffApi().on(createOperatorEndpoint, (call) =>
      (call.body as { email: string }).email === "bob@casino.test"
        ? failure(409, "CONFLICT")
        : {
            json: {
              ...BOB,
              id: "9f8e7d6c-5b4a-4392-8190-7a6b5c4d3e2f",
              email: "cleo@casino.test",
              name: "Cleo",
            },
          },
    );
    renderBackoffice(api, { path: "/staff", me: ME });
    await screen.findByText("bob@casino.test");
    const form = screen.getByRole("region", { name: "Add an operator" });
    const fill = (email: string) => {
      fireEvent.change(within(form).getByLabelText("E-mail"), { target: { value: email } });
      fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Cleo" } });
      fireEvent.change(within(form).getByLabelText("First password"), {
        target: { value: "a long first password" },
      });
      fireEvent.click(within(form).getByRole("button", { name: "Add operator" }));
    };
    fill("bob@casino.test");
    await screen.findByText("An operator with this e-mail exists.");
    fill("cleo@casino.test");
    await screen.findByText("cleo@casino.test");
    expect(api.callsTo(createOperatorEndpoint)[1]?.body).toEqual({
      email: "cleo@casino.test",
      name: "Cleo",
      roleId: "admin",
      password: "a long first password",
    });
  });

  it("shows a reader the list without any control that changes it", async () => {
    renderBackoffice(staffApi(), { path: "/staff", me: operatorMe({ permissions: ["staff:read"] }) });
    await screen.findByText("bob@casino.test");
    expect(screen.queryByRole("button", { name: /Disable/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "Add an operator" })).toBeNull();
  });
});
