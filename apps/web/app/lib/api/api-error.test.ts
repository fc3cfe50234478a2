import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";

const envelope = (code: unknown) => ({ success: false, error: { code, message: "Nope." } });

describe("an error answer", () => {
  it("keeps the server's code and message", () => {
    const error = ApiError.fromResponse(403, envelope("PLAY_BLOCKED"));
    expect([error.code, error.status, error.message]).toEqual(["PLAY_BLOCKED", 403, "Nope."]);
  });

  it("keeps a well-formed code this page does not know yet, so its message still reaches the player", () => {
    expect(ApiError.fromResponse(409, envelope("SOMETHING_NEWER")).code).toBe("SOMETHING_NEWER");
  });

  it("is not taken for an envelope when the code is not an error code", () => {
    for (const code of ["play_blocked", "", 42, "PLAY__BLOCKED", "_X"])
      expect(ApiError.fromResponse(500, envelope(code)).code, String(code)).toBe("BAD_RESPONSE");
  });
});
