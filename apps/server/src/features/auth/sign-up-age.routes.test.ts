import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freshEmail,
  inbox,
  manualClock,
  oneTimeCode,
  PASSWORD,
  playerIdOf,
  post,
  signUp,
} from "../../test-support/auth-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// The clock reads 2026-11-22 in Hawaii too, the earliest US date ages are counted on.
const TURNS_18_TOMORROW = "2008-11-23";
const TURNS_18_TODAY = "2008-11-22";
const TURNS_21_TOMORROW = "2005-11-23";
const TURNS_21_TODAY = "2005-11-22";
/** Addresses the shipped IP database places in Massachusetts (minimum age 21 by the seeded rules) and Texas. */
const BOSTON_IP = "128.103.1.1";
const AUSTIN_IP = "128.83.1.1";

describe("the minimum age at sign-up", () => {
  const clock = manualClock("2026-11-22T12:00:00.000Z");
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off" }, clock });
  });
  afterAll(() => t.close());

  const playerCount = async (email: string) =>
    (await t.db.query("select id from player where email = $1", [email])).length;

  it("refuses a 17-year-old, naming the age, and creates no account", async () => {
    const { response, email, cookie } = await signUp(t, freshEmail("young"), { birthday: TURNS_18_TOMORROW });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "UNDERAGE",
      message: "You must be at least 18 to play here.",
      details: [{ path: "body.birthday" }],
    });
    expect(cookie).toBeNull();
    expect(await playerCount(email)).toBe(0);
  });

  it("accepts an 18-year-old and keeps the date of birth on the player", async () => {
    const { response, email } = await signUp(t, freshEmail("adult"), { birthday: TURNS_18_TODAY });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.query<{ birthday: string }>(
      "select to_char(birthday, 'YYYY-MM-DD') as birthday from player where id = $1",
      [await playerIdOf(t, email)],
    );
    expect(row?.birthday).toBe(TURNS_18_TODAY);
  });

  it("refuses a date of birth in the future or more than 120 years ago", async () => {
    for (const birthday of ["2027-01-01", "1900-01-01", "2023-02-29"]) {
      const { response } = await signUp(t, freshEmail("odd"), { birthday });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "VALIDATION_FAILED",
        details: [{ path: "body.birthday" }],
      });
    }
  });

  it("refuses a sign-up without a date of birth", async () => {
    const response = await post(t, "/rest/auth/signup/", {
      email: freshEmail("nobirthday"),
      password: PASSWORD,
      termsAccepted: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([expect.objectContaining({ path: "body.birthday" })]);
  });

  it("refuses a 17-year-old signing up with a one-time code, and leaves the code usable", async () => {
    const email = freshEmail("young-otp");
    await post(t, "/rest/auth/otp/request/", { email });
    const code = oneTimeCode((await inbox(t, email))[0]);
    const young = await post(t, "/rest/auth/otp/verify/", {
      email,
      code,
      termsAccepted: true,
      birthday: TURNS_18_TOMORROW,
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().error.code).toBe("UNDERAGE");
    expect(await playerCount(email)).toBe(0);
    const adult = await post(t, "/rest/auth/otp/verify/", {
      email,
      code,
      termsAccepted: true,
      birthday: TURNS_18_TODAY,
    });
    expect(adult.statusCode).toBe(200);
    const [row] = await t.db.query<{ birthday: string }>(
      "select to_char(birthday, 'YYYY-MM-DD') as birthday from player where email = $1",
      [email],
    );
    expect(row?.birthday).toBe(TURNS_18_TODAY);
  });

  describe("where the jurisdiction sets 21", () => {
    it("refuses a 20-year-old signing up from Massachusetts, naming 21", async () => {
      const { response, email } = await signUp(
        t,
        freshEmail("ma-young"),
        { birthday: TURNS_21_TOMORROW },
        { ip: BOSTON_IP },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "UNDERAGE",
        message: "You must be at least 21 to play here.",
      });
      expect(await playerCount(email)).toBe(0);
    });

    it("accepts a 21-year-old from Massachusetts", async () => {
      const { response } = await signUp(
        t,
        freshEmail("ma-adult"),
        { birthday: TURNS_21_TODAY },
        { ip: BOSTON_IP },
      );
      expect(response.statusCode).toBe(200);
    });

    it("keeps 18 in a state without a higher age", async () => {
      const { response } = await signUp(t, freshEmail("tx"), { birthday: TURNS_18_TODAY }, { ip: AUSTIN_IP });
      expect(response.statusCode).toBe(200);
    });
  });
});
