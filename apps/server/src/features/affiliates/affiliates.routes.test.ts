import { BRANDS } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer, type TestPlayerOptions } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("invite codes and the affiliate partners account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS: "nlc.localhost=nlc" } });
  });
  afterAll(() => t.close());

  const player = (options: TestPlayerOptions = {}) => createTestPlayer(t.db, options);
  const checkRewards = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/rest/rewards/check-rewards/${query}`, headers });
  const partnersAccount = (cookie?: string) =>
    t.app.inject({ url: "/rest/affiliates/partners-account/", headers: cookie ? { cookie } : {} });

  describe("checking an invite code", () => {
    it("tells a guest who invited them and what an invited friend gets", async () => {
      const inviter = await player({ name: "Ada", surname: "Lovelace" });
      const response = await checkRewards(`?invited_by=${inviter.referralCode}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        inviterName: "Ada",
        rewards: BRANDS.funrize.bonuses.invitedFriend,
      });
    });

    it("answers with no name for an inviter who has not filled in the profile", async () => {
      const inviter = await player();
      const response = await checkRewards(`?invited_by=${inviter.referralCode}`);
      expect(response.json()).toMatchObject({ success: true, inviterName: null });
    });

    it("answers 'code not found' for an unknown code", async () => {
      const response = await checkRewards("?invited_by=NOSUCHCODE");
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: "REFERRAL_CODE_NOT_FOUND", message: "code not found" },
      });
    });

    it("knows a code only in its own brand", async () => {
      const nlcPlayer = await player({ brandId: "nlc", name: "Nora" });
      const elsewhere = await checkRewards(`?invited_by=${nlcPlayer.referralCode}`);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().error).toEqual({
        code: "REFERRAL_CODE_NOT_FOUND",
        message: "code not found",
        requestId: expect.any(String),
      });
      const home = await checkRewards(`?invited_by=${nlcPlayer.referralCode}`, { host: "nlc.localhost" });
      expect(home.statusCode).toBe(200);
      expect(home.json()).toMatchObject({ inviterName: "Nora", rewards: BRANDS.nlc.bonuses.invitedFriend });
    });

    it("does not accept the code of a blocked account", async () => {
      const blocked = await player({ accountStatus: "BLOCKED", name: "Mallory" });
      expect((await checkRewards(`?invited_by=${blocked.referralCode}`)).statusCode).toBe(404);
    });

    it.each(["", "?invited_by=", `?invited_by=${"x".repeat(65)}`])(
      "refuses %j as invalid input",
      async (query) => {
        const response = await checkRewards(query);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: "VALIDATION_FAILED",
          details: [{ path: "query.invited_by" }],
        });
      },
    );
  });

  describe("partners account", () => {
    it("asks a guest to sign in", async () => {
      const response = await partnersAccount();
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("UNAUTHENTICATED");
      expect((await partnersAccount("sid=forged")).statusCode).toBe(401);
    });

    it("is closed to players who are not affiliate partners", async () => {
      const regular = await player();
      const response = await partnersAccount(regular.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, error: { code: "FORBIDDEN" } });
    });

    it("shows the partner's own code and counts only the sign-ups that came through it", async () => {
      const partner = await player({ isAffiliate: true });
      const other = await player({ isAffiliate: true });
      await player({ affiliateRefcode: partner.referralCode });
      await player({ affiliateRefcode: partner.referralCode, brandId: "nlc" });
      await player({ invitedByPlayerId: partner.playerId });
      await player({ affiliateRefcode: other.referralCode, invitedByPlayerId: other.playerId });
      await player({ affiliateRefcode: "SOMEONE-ELSE" });

      const mine = await partnersAccount(partner.cookie);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers["cache-control"]).toBe("private, no-store");
      expect(mine.json()).toEqual({
        refcode: partner.referralCode,
        inviteCode: partner.referralCode,
        refcodeSignUps: 2,
        invitedSignUps: 1,
      });

      // The session alone decides whose account is shown.
      expect((await partnersAccount(other.cookie)).json()).toEqual({
        refcode: other.referralCode,
        inviteCode: other.referralCode,
        refcodeSignUps: 1,
        invitedSignUps: 1,
      });
    });
  });
});
