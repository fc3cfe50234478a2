// @vitest-environment happy-dom
import { listRolesEndpoint, type Role, saveRoleEndpoint } from "@casino/contracts/operators";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch } from "../../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../../lib/test-support/render-backoffice";
import { togglePermission } from "./permission-matrix";

afterEach(cleanup);

const ROLES: Role[] = [
  { id: "admin", name: "Admin", isBuiltIn: true, permissions: ["staff:write", "players:write"] },
  { id: "promo-team", name: "Promo team", isBuiltIn: false, permissions: ["content:read"] },
];

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("the permission matrix", () => {
  it("checks read with write, and drops write with read", () => {
    expect(togglePermission([], "content", "write", true)).toEqual(["content:read", "content:write"]);
    expect(togglePermission(["content:read", "content:write"], "content", "read", false)).toEqual([]);
    expect(togglePermission(["content:read", "content:write"], "content", "write", false)).toEqual([
      "content:read",
    ]);
    // In the contract's order, whatever order they were checked in.
    expect(togglePermission(["staff:read"], "players", "read", true)).toEqual(["players:read", "staff:read"]);
  });

  it("shows a built-in role read-only", async () => {
    renderBackoffice(mockFetch().on(listRolesEndpoint, { json: { roles: ROLES } }), {
      path: "/roles?role=admin",
      me: operatorMe(),
    });
    await screen.findByRole("heading", { name: "Admin", level: 2 });
    expect(screen.getByText(/Built-in role/)).toBeTruthy();
    expect(box("Write Staff and roles").checked).toBe(true);
    expect(box("Write Staff and roles").disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save role" })).toBeNull();
  });

  it("edits a custom role and shows it as the server saved it, the form held while it saves", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockFetch()
      .on(listRolesEndpoint, { json: { roles: ROLES } })
      .on(
        saveRoleEndpoint,
        async (call) => {
          await held;
          // The server's answer is what the screen shows: here it also keeps players:read.
          const body = call.body as { name: string; permissions: string[] };
          return {
            json: {
              id: "promo-team",
              name: body.name,
              isBuiltIn: false,
              permissions: [...body.permissions, "players:read"],
            },
          };
        },
        "/api/backoffice/roles/promo-team/",
      );
    renderBackoffice(api, { path: "/roles?role=promo-team", me: operatorMe() });
    await screen.findByRole("heading", { name: "Promo team", level: 2 });

    fireEvent.click(box("Write Content"));
    expect(box("Read Content").checked).toBe(true);
    fireEvent.click(box("Read Ledger"));
    fireEvent.click(screen.getByRole("button", { name: "Save role" }));

    const saving = await screen.findByRole("button", { name: "Saving…" });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    expect(box("Read Players").checked).toBe(false);
    expect(box("Read Ledger").disabled).toBe(true);
    release();

    await screen.findByText("Role Promo team saved.");
    expect(api.callsTo(saveRoleEndpoint, "/api/backoffice/roles/promo-team/")[0]?.body).toEqual({
      name: "Promo team",
      permissions: ["ledger:read", "content:read", "content:write"],
    });
    await waitFor(() => expect(box("Read Players").checked).toBe(true));
    expect(box("Read Ledger").disabled).toBe(false);
  });

  it("lets a reader of staff see roles but change none", async () => {
    renderBackoffice(mockFetch().on(listRolesEndpoint, { json: { roles: ROLES } }), {
      path: "/roles?role=promo-team",
      me: operatorMe({ permissions: ["staff:read"] }),
    });
    await screen.findByRole("heading", { name: "Promo team", level: 2 });
    expect(box("Read Content").disabled).toBe(true);
    expect(screen.queryByRole("link", { name: "+ New role" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save role" })).toBeNull();
  });
});
