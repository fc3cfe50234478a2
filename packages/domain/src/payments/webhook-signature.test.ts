import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isSameMac, signPaymentWebhook, verifyPaymentWebhook } from "./webhook-signature";

const SECRET = "a-webhook-secret-of-at-least-32-characters";
const NOW = new Date("2026-11-22T12:00:00Z");
const AT = String(NOW.getTime() / 1000);
const BODY = '{"id":"evt_1","type":"payment.succeeded"}';

describe("payment webhook signatures", () => {
  it("is the hex HMAC-SHA256 of `<timestamp>.<raw body>`, as any HTTP stack computes it", () => {
    const expected = createHmac("sha256", SECRET).update(`${AT}.${BODY}`).digest("hex");
    expect(signPaymentWebhook(SECRET, AT, BODY)).toBe(expected);
    expect(signPaymentWebhook(SECRET, AT, new TextEncoder().encode(BODY))).toBe(expected);
  });

  const verdict = (overrides: Partial<Parameters<typeof verifyPaymentWebhook>[0]> = {}) =>
    verifyPaymentWebhook({
      secret: SECRET,
      body: BODY,
      timestampHeader: AT,
      signatureHeader: signPaymentWebhook(SECRET, AT, BODY),
      now: NOW,
      ...overrides,
    });

  it("accepts the provider's own signature within five minutes either way", () => {
    expect(verdict()).toBe("VALID");
    expect(verdict({ now: new Date(NOW.getTime() + 300_000) })).toBe("VALID");
    expect(verdict({ now: new Date(NOW.getTime() - 300_000) })).toBe("VALID");
  });

  it("refuses another body, another secret, another timestamp or a malformed header", () => {
    expect(verdict({ body: `${BODY} ` })).toBe("INVALID_SIGNATURE");
    expect(verdict({ secret: `${SECRET}x` })).toBe("INVALID_SIGNATURE");
    expect(verdict({ timestampHeader: String(Number(AT) + 1) })).toBe("INVALID_SIGNATURE");
    expect(verdict({ signatureHeader: "0".repeat(64) })).toBe("INVALID_SIGNATURE");
    expect(verdict({ signatureHeader: signPaymentWebhook(SECRET, AT, BODY).toUpperCase() })).toBe(
      "INVALID_SIGNATURE",
    );
    expect(verdict({ signatureHeader: undefined })).toBe("INVALID_SIGNATURE");
    expect(verdict({ timestampHeader: ["1", "2"] })).toBe("INVALID_SIGNATURE");
  });

  it("calls a correctly signed but stale call expired, and a forged stale one forged", () => {
    const late = new Date(NOW.getTime() + 301_000);
    expect(verdict({ now: late })).toBe("SIGNATURE_EXPIRED");
    expect(verdict({ now: late, signatureHeader: "f".repeat(64) })).toBe("INVALID_SIGNATURE");
  });

  it("compares MACs by every byte", () => {
    expect(isSameMac(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 3))).toBe(true);
    expect(isSameMac(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 4))).toBe(false);
    expect(isSameMac(Uint8Array.of(1, 2), Uint8Array.of(1, 2, 3))).toBe(false);
  });
});
