import { describe, expect, it } from "vitest";
import {
  isAutoVerificationAvailable,
  isFinalReport,
  statusAfterReport,
  statusAfterReview,
  statusAfterUpload,
} from "./identity-status";

describe("identity verification status", () => {
  it("an upload puts a player in review, but never unverifies a verified one", () => {
    expect(statusAfterUpload("not_requested")).toBe("pending");
    expect(statusAfterUpload("rejected")).toBe("pending");
    expect(statusAfterUpload("verified")).toBe("verified");
  });

  it("an approved document verifies the player and tells them it was approved", () => {
    for (const current of ["not_requested", "pending", "rejected", "verified"] as const)
      expect(statusAfterReview(current, "approved", false)).toEqual({
        status: "verified",
        event: "approved",
      });
  });

  it("a rejected document rejects the player unless other documents wait or they are verified", () => {
    expect(statusAfterReview("pending", "rejected", false)).toEqual({
      status: "rejected",
      event: "rejected",
    });
    expect(statusAfterReview("pending", "rejected", true)).toEqual({ status: "pending", event: "rejected" });
    expect(statusAfterReview("verified", "rejected", false)).toEqual({
      status: "verified",
      event: "rejected",
    });
  });

  it("the provider's reports map to the spec's identity events", () => {
    expect(statusAfterReport("pending", "success")).toEqual({ status: "verified", event: "approved" });
    expect(statusAfterReport("pending", "failed")).toEqual({ status: "rejected", event: "rejected" });
    expect(statusAfterReport("pending", "duplicate")).toEqual({
      status: "rejected",
      event: "duplicateCredentials",
    });
    expect(statusAfterReport("not_requested", "surveyRequired")).toEqual({ status: "pending", event: null });
    expect(statusAfterReport("rejected", "needScanDocument")).toEqual({ status: "pending", event: null });
  });

  it("a verified player stays verified whatever a later check reports", () => {
    for (const report of ["surveyRequired", "needScanDocument", "success", "failed", "duplicate"] as const)
      expect(statusAfterReport("verified", report)).toEqual({ status: "verified", event: null });
  });

  it("only success, failed and duplicate end a check", () => {
    expect(["surveyRequired", "needScanDocument"].map((r) => isFinalReport(r as never))).toEqual([
      false,
      false,
    ]);
    expect(["success", "failed", "duplicate"].map((r) => isFinalReport(r as never))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("auto-verification is offered while a provider is configured and the player is not verified", () => {
    expect(isAutoVerificationAvailable(true, "pending")).toBe(true);
    expect(isAutoVerificationAvailable(true, "verified")).toBe(false);
    expect(isAutoVerificationAvailable(false, "not_requested")).toBe(false);
  });
});
