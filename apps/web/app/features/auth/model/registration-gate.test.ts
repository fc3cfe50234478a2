import { BRANDS, type PlayerAppInit } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { registrationStep } from "./registration-gate";

const player = (complete: boolean) =>
  ({
    isGuest: false,
    Registration: { complete, registrationFunnel: { funnelType: "otp" } },
  }) as PlayerAppInit;

describe("forced registration completion", () => {
  it("sends players of page brands to the page and shows the modal on the others", () => {
    expect(registrationStep(player(false), BRANDS.nlc.flags, "/lobby/")).toBe("page");
    expect(registrationStep(player(false), BRANDS.stormrush.flags, "/")).toBe("page");
    expect(registrationStep(player(false), BRANDS.funrize.flags, "/account")).toBe("modal");
  });

  it("leaves alone guests, finished registrations and the pages the form needs", () => {
    expect(registrationStep({ isGuest: true } as never, BRANDS.nlc.flags, "/")).toBeNull();
    expect(registrationStep(player(true), BRANDS.nlc.flags, "/")).toBeNull();
    expect(registrationStep(player(false), BRANDS.nlc.flags, "/registration-complete/")).toBeNull();
    expect(registrationStep(player(false), BRANDS.funrize.flags, "/page/terms")).toBeNull();
  });
});
