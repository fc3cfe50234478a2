import { BRANDS, ProfileSchema, RewardsSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADER } from "../../platform/http/csrf";
import { createTestPlayer, type TestPlayerOptions } from "../../test-support/players";
import { createTestApp, fixedClock, type TestApp } from "../../test-support/test-app";
import { balancesOf } from "../ledger";

const REWARDS = BRANDS.funrize.bonuses.rewards;
/** Valid for a Virginia address on the test clock's date (2026-11-22). */
const EASY = { name: "Ada", surname: "Lovelace", birthday: "1990-12-10", zip: "23219" };
const REST = {
  city: "Richmond",
  address: "1000 Bank St",
  address2: "Suite 2",
  state: "VA",
  phone: "+1 (804) 555-0123",
} as const;

describe("profile and profile rewards", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock("2026-11-22T12:00:00.000Z") });
  });
  afterAll(() => t.close());

  const player = (options: TestPlayerOptions = {}) => createTestPlayer(t.db, options);
  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const update = (
    body: unknown,
    cookie?: string,
    headers: Record<string, string> = { [CLIENT_HEADER]: "web" },
  ) =>
    t.app.inject({
      method: "POST",
      url: "/rest/player/profile/",
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload: body as object,
    });
  const profileOf = async (cookie: string) =>
    ProfileSchema.parse((await get("/rest/player/profile/", cookie)).json());
  const coinsOf = async (playerId: string) => (await balancesOf(t.db, playerId)).coins;

  describe("who may call", () => {
    it.each(["/rest/page/profile/", "/rest/player/profile/", "/rest/player/rewards/"])(
      "answers a guest's GET %s with 401",
      async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, error: { code: "UNAUTHENTICATED" } });
      },
    );

    it("answers a guest's update with 401", async () => {
      const response = await update({ city: "Richmond" });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("UNAUTHENTICATED");
    });

    it("treats an unknown session cookie and a blocked player's session as a guest", async () => {
      expect((await get("/rest/player/profile/", "sid=not-a-session")).statusCode).toBe(401);
      const blocked = await player({ accountStatus: "BLOCKED", name: "Mallory" });
      expect((await get("/rest/player/profile/", blocked.cookie)).statusCode).toBe(401);
      expect((await update({ name: "Eve" }, blocked.cookie)).statusCode).toBe(401);
    });

    it("refuses an update without the client header (CSRF) and changes nothing", async () => {
      const p = await player({ city: "Richmond" });
      const response = await update({ city: "Norfolk" }, p.cookie, {});
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("CSRF_REJECTED");
      expect((await profileOf(p.cookie)).city).toBe("Richmond");
    });
  });

  describe("reading", () => {
    it("shows a new player an empty profile with every field to fill and the easy module on", async () => {
      const p = await player({ email: "new@example.com" });
      const response = await get("/rest/player/profile/", p.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(ProfileSchema.parse(response.json())).toEqual({
        email: "new@example.com",
        emailConfirmed: false,
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
        uncompletedProfileFields: [
          "name",
          "surname",
          "city",
          "address",
          "address2",
          "zip",
          "state",
          "phone",
          "birthday",
        ],
        profileCompleted: false,
        responsiblePlay: { activityReminderValue: 0 },
        documentConfirmStatus: "not_requested",
        // KYC_PROVIDER defaults to the sandbox: the identity check is offered on the profile.
        autoVerificationData: {
          isEnabled: true,
          isAvailable: true,
          isTest: true,
          showOn: ["profile"],
          providers: ["sandbox"],
        },
      });
    });

    it("gives the account page the profile and the three rewards with their coins", async () => {
      const p = await player({ name: "Ada", emailConfirmed: true });
      const response = await get("/rest/page/profile/", p.cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(ProfileSchema.parse(body.profile)).toMatchObject({ name: "Ada", emailConfirmed: true });
      expect(RewardsSchema.parse(body.rewards)).toEqual({
        // The address is confirmed but its reward was never paid: the player can claim it.
        email: { available: true, completed: false, coins: REWARDS.email, creditedAt: null },
        profile: { available: false, completed: false, coins: REWARDS.profile, creditedAt: null },
        phone: { available: false, completed: false, coins: REWARDS.phone, creditedAt: null },
      });
    });
  });

  describe("refused updates change nothing", () => {
    it.each([
      [{ playerId: "00000000-0000-0000-0000-000000000000", name: "Eve" }, "body"],
      [{ zip: "2321" }, "body.zip"],
      [{ state: "PR" }, "body.state"],
      [{ name: "R2D2" }, "body.name"],
      [{ birthday: "2001-02-29" }, "body.birthday"],
      [{ birthday: "10/12/1990" }, "body.birthday"],
      [{ phone: "+44 20 7946 0958" }, "body.phone"],
      [{ activityReminderValue: -5 }, "body.activityReminderValue"],
    ])("refuses %j as invalid input", async (body, path) => {
      const p = await player({ name: "Ada", zip: "23219", state: "VA" });
      const response = await update(body, p.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
      expect(response.json().error.details[0].path).toBe(path);
      expect(await profileOf(p.cookie)).toMatchObject({
        name: "Ada",
        zip: "23219",
        state: "VA",
        birthday: null,
      });
    });

    it("refuses a player under 18 and keeps the rest of the update out too", async () => {
      const p = await player();
      const response = await update({ ...EASY, birthday: "2008-11-23" }, p.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: "UNDERAGE", details: [{ path: "body.birthday" }] },
      });
      expect(await profileOf(p.cookie)).toMatchObject({
        name: null,
        surname: null,
        birthday: null,
        zip: null,
      });
    });

    it("accepts a player on their 18th birthday", async () => {
      const p = await player();
      const response = await update({ birthday: "2008-11-22" }, p.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().profile.birthday).toBe("2008-11-22");
    });

    it("refuses a birthday more than 120 years ago or in the future", async () => {
      const p = await player();
      for (const birthday of ["1905-11-21", "2026-11-23"]) {
        const response = await update({ birthday }, p.cookie);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: "VALIDATION_FAILED",
          details: [{ path: "body.birthday" }],
        });
      }
      expect((await profileOf(p.cookie)).birthday).toBeNull();
    });

    it("refuses a ZIP code of another state", async () => {
      const p = await player();
      const response = await update({ ...EASY, ...REST, zip: "90210" }, p.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "ZIP_STATE_MISMATCH",
        details: [{ path: "body.zip" }, { path: "body.state" }],
      });
      expect(await profileOf(p.cookie)).toMatchObject({ zip: null, state: null, name: null, phone: null });
      expect(await coinsOf(p.playerId)).toBe(0n);
    });

    it("refuses a new state that the stored ZIP code is not in", async () => {
      const p = await player({ zip: "23219", state: "VA" });
      const response = await update({ state: "TX" }, p.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("ZIP_STATE_MISMATCH");
      expect((await profileOf(p.cookie)).state).toBe("VA");
    });

    it("refuses a ZIP code that is in no state (military mail)", async () => {
      const p = await player();
      const response = await update({ zip: "09001" }, p.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "VALIDATION_FAILED",
        details: [{ path: "body.zip" }],
      });
    });

    it("refuses a phone number that fits the mask but cannot be dialled", async () => {
      const p = await player();
      const response = await update({ phone: "+1 (804) 155-0123" }, p.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].path).toBe("body.phone");
      expect((await profileOf(p.cookie)).phone).toBeNull();
      expect(await coinsOf(p.playerId)).toBe(0n);
    });
  });

  describe("saving", () => {
    it("keeps the fields an update leaves out", async () => {
      const p = await player({ ...EASY, city: "Richmond", state: "VA", address2: "Apt 1" });
      const response = await update({ address: "1 Main St" }, p.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().profile).toMatchObject({
        ...EASY,
        city: "Richmond",
        state: "VA",
        address2: "Apt 1",
        address: "1 Main St",
      });
      expect(await profileOf(p.cookie)).toMatchObject({ ...EASY, address: "1 Main St", address2: "Apt 1" });
    });

    it("stores the phone in international form and clears the second address line when sent empty", async () => {
      const p = await player({ address2: "Apt 1" });
      const response = await update({ phone: "+1 (804) 555-0123", address2: "" }, p.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().profile).toMatchObject({ phone: "+18045550123", address2: null });
    });

    it("saves the reality-check interval as the responsible-play reminder", async () => {
      const p = await player();
      const response = await update({ activityReminderValue: 45 }, p.cookie);
      expect(response.json().profile.responsiblePlay).toEqual({ activityReminderValue: 45 });
      expect((await profileOf(p.cookie)).responsiblePlay.activityReminderValue).toBe(45);
    });

    it("completes the easy profile with name, surname, birthday and zip, without the profile reward", async () => {
      const p = await player();
      const response = await update(EASY, p.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        profile: {
          easyProfileCompleted: true,
          profileCompleted: false,
          uncompletedProfileFields: ["city", "address", "address2", "state", "phone"],
        },
        rewards: { profile: { completed: false }, phone: { completed: false } },
      });
      expect(await coinsOf(p.playerId)).toBe(0n);
    });
  });

  describe("rewards", () => {
    it("pays the phone reward once, for the first valid phone", async () => {
      const p = await player();
      const first = await update({ phone: "+1 (804) 555-0123" }, p.cookie);
      expect(first.json().rewards.phone).toMatchObject({
        available: false,
        completed: true,
        coins: REWARDS.phone,
      });
      expect(await coinsOf(p.playerId)).toBe(BigInt(REWARDS.phone));
      await update({ phone: "+1 (804) 555-0199" }, p.cookie);
      expect(await coinsOf(p.playerId)).toBe(BigInt(REWARDS.phone));
    });

    it("holds the phone reward of a cooled-off player: nothing is paid and claiming is refused while it lasts", async () => {
      const p = await player();
      const coolOff = await t.app.inject({
        method: "POST",
        url: "/rest/responsible-play/cool-off/",
        headers: { [CLIENT_HEADER]: "web", cookie: p.cookie },
        payload: { duration: "24h" },
      });
      expect(coolOff.statusCode, coolOff.body).toBe(200);
      const saved = await update({ phone: "+1 (804) 555-0123" }, p.cookie);
      expect(saved.statusCode).toBe(200);
      expect(await coinsOf(p.playerId)).toBe(0n);
      const refused = await t.app.inject({
        method: "POST",
        url: "/rest/player/rewards/phone/claim/",
        headers: { [CLIENT_HEADER]: "web", cookie: p.cookie },
      });
      expect(refused.json().error.code).toBe("PLAY_BLOCKED");
      expect(await coinsOf(p.playerId)).toBe(0n);
    });

    it("pays the profile reward exactly once when the profile becomes complete", async () => {
      const p = await player(EASY);
      const { address2: _, ...required } = REST;
      const response = await update(required, p.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        profile: { profileCompleted: true, uncompletedProfileFields: ["address2"] },
        rewards: {
          profile: { available: false, completed: true, coins: REWARDS.profile },
          phone: { available: false, completed: true, coins: REWARDS.phone },
          email: { available: false, completed: false },
        },
      });
      const paid = BigInt(REWARDS.profile + REWARDS.phone);
      expect(await coinsOf(p.playerId)).toBe(paid);

      const again = await update({ city: "Norfolk", address2: "Suite 9" }, p.cookie);
      expect(again.statusCode).toBe(200);
      expect(again.json().profile.uncompletedProfileFields).toEqual([]);
      expect(await coinsOf(p.playerId)).toBe(paid);
      const page = (await get("/rest/page/profile/", p.cookie)).json();
      expect(page.rewards.profile.completed).toBe(true);
    });

    it("pays once when two tabs complete the profile at the same moment", async () => {
      const p = await player(EASY);
      const responses = await Promise.all([update(REST, p.cookie), update(REST, p.cookie)]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await coinsOf(p.playerId)).toBe(BigInt(REWARDS.profile + REWARDS.phone));
    });

    it("pays nothing for an update that is refused", async () => {
      const p = await player(EASY);
      const response = await update({ ...REST, birthday: "2010-01-01" }, p.cookie);
      expect(response.statusCode).toBe(400);
      expect(await coinsOf(p.playerId)).toBe(0n);
      expect((await get("/rest/player/rewards/", p.cookie)).json().profile.completed).toBe(false);
    });
  });

  describe("one player cannot touch another's profile", () => {
    it("reads and changes only the profile of the session's player", async () => {
      const alice = await player({ name: "Alice", ...{ zip: "23219", state: "VA" } });
      const bob = await player({ name: "Bob", city: "Austin" });

      expect((await profileOf(alice.cookie)).name).toBe("Alice");
      expect((await profileOf(bob.cookie)).name).toBe("Bob");

      const response = await update({ ...EASY, ...REST, name: "Mallory" }, alice.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().profile.name).toBe("Mallory");

      expect(await profileOf(bob.cookie)).toMatchObject({ name: "Bob", city: "Austin", phone: null });
      expect(await coinsOf(bob.playerId)).toBe(0n);
      expect((await get("/rest/player/rewards/", bob.cookie)).json().profile.completed).toBe(false);
      expect((await get("/rest/page/profile/", bob.cookie)).json().profile.name).toBe("Bob");
    });
  });
});
