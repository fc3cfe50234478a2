// @vitest-environment happy-dom
import {
  type AmoeRequestRecord,
  listAmoeRequestsEndpoint,
  listAmoeSettingsEndpoint,
  lookUpAmoeRequestEndpoint,
  recordAmoeRequestEndpoint,
  rejectAmoeRequestEndpoint,
  updateAmoeSettingEndpoint,
} from "@casino/contracts/amoe";
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
const ISSUED: AmoeRequestRecord = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  code: "ABCDE-FGHJK",
  status: "issued",
  entries: null,
  requestedAt: "2026-11-25T10:00:00.000Z",
  receivedAt: null,
  rejectReason: null,
  playerId: "5f0c6a8e-1b2c-4d3e-8f4a-5b6c7d8e9f00",
  playerEmail: "pat@example.test",
  brandId: "funrize",
  recordedBy: null,
};
const SETTING = {
  brandId: "funrize" as const,
  entriesPerRequest: "5.00",
  maxCreditsPerPeriod: 1,
  periodDays: 1,
  mailingAddress: "Funrize Free Entries\nPO Box 4100",
  updatedAt: "2026-11-25T10:00:00.000Z",
};
const codePath = (code: string, action = "") => `/api/backoffice/amoe/requests/${code}/${action}`;

function api() {
  return mockFetch()
    .on(listAmoeRequestsEndpoint, { json: { requests: [ISSUED], total: 1 } })
    .on(listAmoeSettingsEndpoint, { json: { settings: [SETTING] } });
}

const desk = () => screen.getByRole("region", { name: "Record a letter" });

async function lookUp(typed: string) {
  fireEvent.change(await screen.findByLabelText("Request code on the card"), { target: { value: typed } });
  fireEvent.click(screen.getByRole("button", { name: "Look up" }));
}

describe("the AMOE letters screen", () => {
  it("looks up a typed code, records the letter and shows the entries credited", async () => {
    const mock = api()
      .on(lookUpAmoeRequestEndpoint, { json: ISSUED }, codePath("ABCDE%20FGHJK"))
      .on(
        recordAmoeRequestEndpoint,
        {
          json: {
            ...ISSUED,
            status: "credited",
            entries: "5.00",
            receivedAt: "2026-11-26T09:00:00.000Z",
            recordedBy: { id: WRITER.id, name: WRITER.name },
          },
        },
        codePath("ABCDE-FGHJK", "record/"),
      );
    renderBackoffice(mock, { path: "/amoe", me: WRITER });
    await lookUp(" abcde fghjk ");
    await within(desk()).findByText("pat@example.test");
    fireEvent.click(screen.getByRole("button", { name: "Record as received" }));
    await waitFor(() =>
      expect(within(desk()).getByRole("status").textContent).toBe(
        "ABCDE-FGHJK: 5.00 Entries credited to pat@example.test.",
      ),
    );
    expect(mock.callsTo(recordAmoeRequestEndpoint, codePath("ABCDE-FGHJK", "record/"))).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Record as received" })).toBeNull();
  });

  it("shows the server's refusal when the cap is reached, and rejects with a reason", async () => {
    const mock = api()
      .on(lookUpAmoeRequestEndpoint, { json: ISSUED }, codePath("ABCDE-FGHJK"))
      .on(
        recordAmoeRequestEndpoint,
        failure(409, "AMOE_CAP_REACHED", "This player already had one request credited in the last day."),
        codePath("ABCDE-FGHJK", "record/"),
      )
      .on(
        rejectAmoeRequestEndpoint,
        (call) => ({
          json: { ...ISSUED, status: "rejected", rejectReason: (call.body as { reason: string }).reason },
        }),
        codePath("ABCDE-FGHJK", "reject/"),
      );
    renderBackoffice(mock, { path: "/amoe", me: WRITER });
    await lookUp("ABCDE-FGHJK");
    fireEvent.click(await screen.findByRole("button", { name: "Record as received" }));
    await waitFor(() =>
      expect(within(desk()).getByRole("alert").textContent).toBe(
        "This player already had one request credited in the last day.",
      ),
    );
    const reject = screen.getByRole("button", { name: "Reject" });
    expect((reject as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Reason to reject"), { target: { value: "Cap reached" } });
    fireEvent.click(reject);
    await waitFor(() =>
      expect(within(desk()).getByRole("status").textContent).toBe("ABCDE-FGHJK: rejected."),
    );
    expect(mock.callsTo(rejectAmoeRequestEndpoint, codePath("ABCDE-FGHJK", "reject/"))[0]?.body).toEqual({
      reason: "Cap reached",
    });
  });

  it("lists recent requests, and a reader sees no record button and cannot save settings", async () => {
    const mock = api().on(lookUpAmoeRequestEndpoint, { json: ISSUED }, codePath("ABCDE-FGHJK"));
    renderBackoffice(mock, { path: "/amoe", me: READER });
    const table = await screen.findByRole("table", { name: "Request codes" });
    await within(table).findByText("pat@example.test");
    await lookUp("ABCDE-FGHJK");
    await within(desk()).findByText("Waiting for the letter");
    expect(screen.queryByRole("button", { name: "Record as received" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save settings" })).toBeNull();
  });

  it("saves a brand's settings", async () => {
    const mock = api().on(
      updateAmoeSettingEndpoint,
      (call) => ({ json: { ...SETTING, ...(call.body as object), entriesPerRequest: "2.50" } }),
      "/api/backoffice/amoe/settings/funrize/",
    );
    renderBackoffice(mock, { path: "/amoe", me: WRITER });
    const entries = await screen.findByLabelText("Entries per request");
    fireEvent.change(entries, { target: { value: "2.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    await screen.findByText("Saved the settings of funrize.");
    expect(
      mock.callsTo(updateAmoeSettingEndpoint, "/api/backoffice/amoe/settings/funrize/")[0]?.body,
    ).toEqual({
      entriesPerRequest: "2.5",
      maxCreditsPerPeriod: 1,
      periodDays: 1,
      mailingAddress: "Funrize Free Entries\nPO Box 4100",
    });
  });
});
