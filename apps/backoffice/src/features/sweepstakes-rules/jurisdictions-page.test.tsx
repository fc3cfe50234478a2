// @vitest-environment happy-dom
import {
  createJurisdictionRuleEndpoint,
  deleteJurisdictionRuleEndpoint,
  type JurisdictionRule,
  listJurisdictionRulesEndpoint,
  updateJurisdictionRuleEndpoint,
} from "@casino/contracts/sweepstakes-rules";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, mockFetch } from "../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../lib/test-support/render-backoffice";

afterEach(cleanup);

const WRITER = operatorMe({
  role: { id: "compliance", name: "Compliance" },
  permissions: ["compliance:write"],
});
const READER = operatorMe({ role: { id: "support", name: "Support" }, permissions: ["compliance:read"] });

const WASHINGTON: JurisdictionRule = {
  id: "0b6f3c1e-7a34-4d7e-9f0a-1c2b3d4e5f60",
  code: "US-WA",
  name: "Washington",
  effectiveFrom: "2006-06-07",
  allowsSignUp: false,
  allowsPurchase: false,
  allowsSweepstakesPlay: false,
  allowsRedemption: false,
  allowsAmoe: false,
  minimumAge: 18,
  sourceNote: "RCW 9.46.240.",
  isConfirmed: true,
  status: "inForce",
  updatedAt: "2026-11-29T00:00:00.000Z",
  updatedBy: null,
};
const OHIO: JurisdictionRule = {
  ...WASHINGTON,
  id: "1c7a4d2f-8b45-4e8f-a01b-2d3c4e5f6a71",
  code: "US-OH",
  name: "Ohio",
  effectiveFrom: "2027-01-01",
  allowsSignUp: true,
  allowsPurchase: true,
  allowsRedemption: true,
  allowsAmoe: true,
  sourceNote: "A bill to watch.",
  isConfirmed: false,
  status: "scheduled",
};

const api = (rules: JurisdictionRule[] = [WASHINGTON, OHIO]) =>
  mockFetch().on(listJurisdictionRulesEndpoint, { json: { today: "2026-11-29", rules } });
const table = () => screen.findByRole("table", { name: "Jurisdiction rules by code and date" });

describe("the Jurisdictions screen", () => {
  it("shows each rule's date, standing, what it refuses and whether it is confirmed; a reader cannot edit", async () => {
    renderBackoffice(api(), { path: "/compliance/jurisdictions", me: READER });
    const rules = await table();
    const washington = (await within(rules).findByText("Washington")).closest("tr") as HTMLElement;
    expect(within(washington).getByText("In force")).toBeTruthy();
    expect(within(washington).getByText("Everything")).toBeTruthy();
    const ohio = within(rules).getByText("Ohio").closest("tr") as HTMLElement;
    expect(within(ohio).getByText("Scheduled")).toBeTruthy();
    expect(within(ohio).getByText("SweepStakes play")).toBeTruthy();
    expect(within(ohio).getByText("(unconfirmed)")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Edit|Add a dated rule|Withdraw/ })).toBeNull();
  });

  it("adds a dated rule with the flags ticked off and shows the server's refusal of a taken date", async () => {
    let attempts = 0;
    const mock = api().on(createJurisdictionRuleEndpoint, (call) => {
      attempts += 1;
      return attempts === 1
        ? failure(409, "CONFLICT", "US-TX already has a rule from 2027-03-01; edit that one.")
        : { json: { ...OHIO, ...(call.body as object), id: "2d8b5e3a-9c56-4f90-b12c-3e4d5f6a7b82" } };
    });
    renderBackoffice(mock, { path: "/compliance/jurisdictions", me: WRITER });
    fireEvent.click(await screen.findByRole("button", { name: "Add a dated rule" }));
    const form = screen.getByRole("form", { name: "Add a dated rule" });
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: "us-tx" } });
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Texas" } });
    fireEvent.change(within(form).getByLabelText(/^In force from/), { target: { value: "2027-03-01" } });
    fireEvent.click(within(form).getByLabelText("SweepStakes play"));
    fireEvent.click(within(form).getByLabelText("Redemption"));
    fireEvent.change(within(form).getByLabelText(/^Source/), { target: { value: "HB 1 (2027)." } });
    fireEvent.click(within(form).getByRole("button", { name: "Add the rule" }));
    await waitFor(() =>
      expect(within(form).getByRole("alert").textContent).toBe(
        "US-TX already has a rule from 2027-03-01; edit that one.",
      ),
    );
    fireEvent.click(within(form).getByRole("button", { name: "Add the rule" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Saved the rule of Texas from 2027-03-01."),
    );
    expect(mock.callsTo(createJurisdictionRuleEndpoint)[1]?.body).toEqual({
      code: "US-TX",
      name: "Texas",
      effectiveFrom: "2027-03-01",
      allowsSignUp: true,
      allowsPurchase: true,
      allowsSweepstakesPlay: false,
      allowsRedemption: false,
      allowsAmoe: true,
      minimumAge: 18,
      sourceNote: "HB 1 (2027).",
      isConfirmed: false,
    });
  });

  it("edits a rule, and withdraws a scheduled one (never one in force)", async () => {
    const mock = api()
      .on(
        updateJurisdictionRuleEndpoint,
        (call) => ({ json: { ...OHIO, ...(call.body as object) } }),
        `/api/backoffice/compliance/jurisdiction-rules/${OHIO.id}/`,
      )
      .on(
        deleteJurisdictionRuleEndpoint,
        { json: { success: true } },
        `/api/backoffice/compliance/jurisdiction-rules/${OHIO.id}/delete/`,
      );
    renderBackoffice(mock, { path: "/compliance/jurisdictions", me: WRITER });
    await table();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Ohio from 2027-01-01" }));
    expect(screen.queryByRole("button", { name: "Withdraw Washington from 2006-06-07" })).toBeNull();
    const form = screen.getByRole("form", { name: "Edit the rule of Ohio from 2027-01-01" });
    fireEvent.click(within(form).getByLabelText("Confirmed from a primary source"));
    fireEvent.click(within(form).getByRole("button", { name: "Save the rule" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Saved the rule of Ohio from 2027-01-01."),
    );
    const [edit] = mock.callsTo(
      updateJurisdictionRuleEndpoint,
      `/api/backoffice/compliance/jurisdiction-rules/${OHIO.id}/`,
    );
    expect(edit?.body).toMatchObject({ code: "US-OH", isConfirmed: true });
    fireEvent.click(screen.getByRole("button", { name: "Withdraw Ohio from 2027-01-01" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Withdrew the rule of Ohio from 2027-01-01."),
    );
  });
});
