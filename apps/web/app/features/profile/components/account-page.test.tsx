// @vitest-environment happy-dom
import {
  appInitEndpoint,
  balanceEndpoint,
  type Profile,
  profilePageEndpoint,
  profileUpdateEndpoint,
  type Rewards,
} from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { AccountPage } from "./account-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROFILE: Profile = {
  email: "ann@example.com",
  emailConfirmed: true,
  name: null,
  surname: null,
  birthday: null,
  zip: null,
  city: null,
  address: null,
  address2: null,
  state: null,
  phone: null,
  easyProfileModuleEnabled: true,
  easyProfileCompleted: false,
  uncompletedProfileFields: ["name", "surname", "city", "address", "zip", "state", "phone", "birthday"],
  profileCompleted: false,
  responsiblePlay: { activityReminderValue: 0 },
  documentConfirmStatus: "not_requested",
  autoVerificationData: { isEnabled: false, isAvailable: false, isTest: false, showOn: [], providers: [] },
};
const reward = (completed: boolean, coins: number) => ({
  available: false,
  completed,
  coins,
  creditedAt: completed ? "2026-11-22T12:00:00.000Z" : null,
});
const REWARDS: Rewards = {
  email: reward(true, 2000),
  profile: reward(false, 5000),
  phone: reward(false, 3000),
};

const dictionary = {
  "profile.field.name": "First name",
  "profile.field.surname": "Last name",
  "profile.field.birthday": "Date of birth",
  "profile.field.zip": "ZIP code",
  "profile.field.city": "City",
  "profile.field.address": "Address",
  "profile.field.address2": "Address line 2",
  "profile.field.state": "State",
  "profile.field.phone": "Phone",
  "account.profile.save": "Save",
  "account.profile.missingTitle": "Still missing",
  "errors.underage": "You must be 18 or older to play.",
};

function renderAccount() {
  const { queryClient, ...rest } = renderApp(<AccountPage />, {
    url: "/account",
    dictionary,
    appInit: playerAppInit(),
  });
  queryClient.setQueryData(["profile-page"], { profile: PROFILE, rewards: REWARDS });
  return { queryClient, ...rest };
}

async function fill(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe("account page", () => {
  it("asks for the easy profile first and sends only its fields", async () => {
    let saved = PROFILE;
    const api = mockApi()
      .on(profileUpdateEndpoint, (body) => {
        saved = {
          ...PROFILE,
          ...body,
          easyProfileCompleted: true,
          uncompletedProfileFields: ["city", "address", "address2", "state", "phone"],
        };
        return { success: true, profile: saved, rewards: REWARDS };
      })
      .on(appInitEndpoint, () => playerAppInit())
      .on(balanceEndpoint, () => ({
        playerBalance: { coins: 1, entries: 0, winnings: 0, tourPoints: 0 },
        gameMode: "TournamentPoints",
      }))
      .on(profilePageEndpoint, () => ({ profile: saved, rewards: REWARDS }))
      .install();
    renderAccount();
    expect(screen.queryByLabelText("City")).toBeNull();
    await fill("First name", "Ann");
    await fill("Last name", "Tester");
    await fill("Date of birth", "1990-04-12");
    await fill("ZIP code", "10001");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(false),
    );
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.bodiesOf(profileUpdateEndpoint)).toEqual([
        { name: "Ann", surname: "Tester", birthday: "1990-04-12", zip: "10001" },
      ]),
    );
    // The full profile follows, with the required fields still missing (address line 2 is optional).
    const missing = await screen.findByRole("list", { name: "Still missing" });
    expect(
      within(missing)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["City", "Address", "State", "Phone"]);
    expect(screen.getByLabelText("City")).toBeTruthy();
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ann");
  });

  it("puts the server's age refusal on the birthday field and refuses a minor before asking", async () => {
    const api = mockApi()
      .on(profileUpdateEndpoint, () => ({ status: 422, code: "UNDERAGE" }))
      .install();
    renderAccount();
    await fill("First name", "Ann");
    await fill("Last name", "Tester");
    await fill("ZIP code", "10001");
    const year = new Date().getFullYear();
    await fill("Date of birth", `${year - 10}-01-01`);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(false),
    );
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const birthday = screen.getByLabelText("Date of birth");
    await waitFor(() => expect(birthday.getAttribute("aria-invalid")).toBe("true"));
    expect(api.calls).toEqual([]);

    await fill("Date of birth", "1990-04-12");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(screen.getByText("You must be 18 or older to play.")).toBeTruthy());
  });
});
