import { describe, expect, it } from "vitest";
import { type ProfileValues, profileCompleteness } from "./completeness";

const EMPTY: ProfileValues = {
  name: null,
  surname: null,
  city: null,
  address: null,
  address2: null,
  zip: null,
  state: null,
  phone: null,
  birthday: null,
};
const FULL: ProfileValues = {
  name: "Ada",
  surname: "Lovelace",
  city: "Albany",
  address: "1 State St",
  address2: null,
  zip: "12207",
  state: "NY",
  phone: "+12025550123",
  birthday: "1990-12-10",
};

describe("profile completeness", () => {
  it("lists every field, in the full form's order, for an empty profile", () => {
    expect(profileCompleteness(EMPTY)).toEqual({
      easyProfileCompleted: false,
      profileCompleted: false,
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
    });
  });

  it("completes the easy profile with name, surname, birthday and zip", () => {
    const easy = { ...EMPTY, name: "Ada", surname: "Lovelace", birthday: "1990-12-10", zip: "12207" };
    expect(profileCompleteness(easy)).toMatchObject({ easyProfileCompleted: true, profileCompleted: false });
    expect(profileCompleteness({ ...easy, zip: null }).easyProfileCompleted).toBe(false);
  });

  it("completes the profile without the optional second address line", () => {
    expect(profileCompleteness(FULL)).toEqual({
      easyProfileCompleted: true,
      profileCompleted: true,
      uncompletedProfileFields: ["address2"],
    });
    expect(profileCompleteness({ ...FULL, address2: "Apt 2" }).uncompletedProfileFields).toEqual([]);
  });

  it("treats a blank value as missing", () => {
    expect(profileCompleteness({ ...FULL, phone: "  " })).toMatchObject({
      profileCompleted: false,
      uncompletedProfileFields: ["address2", "phone"],
    });
  });
});
