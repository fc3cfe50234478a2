import { readFileSync } from "node:fs";
import { PROVIDER_SIGNATURE_EXAMPLE } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { DEV_HOUSE_PROVIDER_SECRET, parseEnv } from "../../platform/env";
import { providerSecret, signWalletCall, verifyWalletCall } from "./provider-wallet.signature";

const DECISION_RECORD = new URL("../../../../../docs/decisions/008-seamless-wallet.md", import.meta.url);

// Production also needs the origin of links in emails; these tests are about the wallet's secrets only.
const PRODUCTION = { NODE_ENV: "production", PUBLIC_ORIGIN: "https://casino.example" };

describe("provider secrets and signatures", () => {
  it("outside production the house provider signs with the development secret; in production only with its own", () => {
    expect(providerSecret(parseEnv({ NODE_ENV: "development" }), "house")).toBe(DEV_HOUSE_PROVIDER_SECRET);
    expect(providerSecret(parseEnv(PRODUCTION), "house")).toBeUndefined();
    const own = "a-production-secret-of-enough-length-42";
    expect(providerSecret(parseEnv({ ...PRODUCTION, HOUSE_PROVIDER_SECRET: own }), "house")).toBe(own);
    expect(() => parseEnv({ ...PRODUCTION, HOUSE_PROVIDER_SECRET: DEV_HOUSE_PROVIDER_SECRET })).toThrow(
      /HOUSE_PROVIDER_SECRET: is the published development secret/,
    );
  });

  it("reads external providers' secrets and refuses malformed ones", () => {
    const env = parseEnv({
      NODE_ENV: "test",
      PROVIDER_SECRETS: "acme=0123456789abcdef0123456789abcdef, beta-play=fedcba9876543210fedcba9876543210",
    });
    expect(providerSecret(env, "acme")).toBe("0123456789abcdef0123456789abcdef");
    expect(providerSecret(env, "beta-play")).toBe("fedcba9876543210fedcba9876543210");
    expect(providerSecret(env, "gamma")).toBeUndefined();
    for (const bad of [
      "acme=short",
      "Acme=0123456789abcdef0123456789abcdef",
      "house=0123456789abcdef0123456789abcdef",
      "nosecret",
    ]) {
      expect(() => parseEnv({ NODE_ENV: "test", PROVIDER_SECRETS: bad })).toThrow(/PROVIDER_SECRETS/);
    }
  });

  it("signs the worked example of ADR 008 and the API document to the signature they show", () => {
    const { secret, timestamp, body, signature, rollbackSignature } = PROVIDER_SIGNATURE_EXAMPLE;
    expect(signWalletCall(secret, { timestamp, operation: "win", body })).toBe(signature);
    expect(signWalletCall(secret, { timestamp, operation: "rollback", body })).toBe(rollbackSignature);
    expect(
      signWalletCall(secret, { timestamp: Number(timestamp), operation: "win", body: Buffer.from(body) }),
    ).toBe(signature);
    const record = readFileSync(DECISION_RECORD, "utf8");
    for (const shown of [secret, timestamp, body, `${timestamp}.win.${body}`, signature, rollbackSignature]) {
      expect(record).toContain(shown);
    }
  });

  describe("a call's signing headers", () => {
    const { secret, timestamp, body, signature } = PROVIDER_SIGNATURE_EXAMPLE;
    const signedAt = new Date(Number(timestamp) * 1000);
    const verify = (overrides: Partial<Parameters<typeof verifyWalletCall>[0]> = {}) =>
      verifyWalletCall({
        secret,
        operation: "win",
        body: Buffer.from(body),
        timestampHeader: timestamp,
        signatureHeader: signature,
        now: signedAt,
        ...overrides,
      });

    it("are valid only for their secret, operation, time and exact bytes", () => {
      expect(verify()).toBe("VALID");
      expect(verify({ operation: "rollback" })).toBe("INVALID_SIGNATURE");
      expect(verify({ operation: "refund" })).toBe("INVALID_SIGNATURE");
      expect(verify({ operation: undefined })).toBe("INVALID_SIGNATURE");
      expect(verify({ timestampHeader: String(Number(timestamp) + 1) })).toBe("INVALID_SIGNATURE");
      expect(verify({ body: Buffer.from(`${body} `) })).toBe("INVALID_SIGNATURE");
      expect(verify({ secret: `${secret}x` })).toBe("INVALID_SIGNATURE");
      expect(verify({ secret: undefined })).toBe("INVALID_SIGNATURE");
    });

    it("are INVALID_SIGNATURE when missing or malformed", () => {
      for (const timestampHeader of [undefined, "", "1795348800.0", "-1", "0x6b0", ["1795348800"]]) {
        expect(verify({ timestampHeader }), String(timestampHeader)).toBe("INVALID_SIGNATURE");
      }
      for (const signatureHeader of [
        undefined,
        "",
        signature.slice(2),
        signature.toUpperCase(),
        `${signature}00`,
      ]) {
        expect(verify({ signatureHeader }), String(signatureHeader)).toBe("INVALID_SIGNATURE");
      }
    });

    it("expire more than 300 s from the server's clock, either way, counted in whole seconds", () => {
      const at = (seconds: number) => new Date(signedAt.getTime() + seconds * 1000);
      for (const seconds of [-300, -299, 0, 299, 300, 300.999]) {
        expect(verify({ now: at(seconds) }), `${seconds} s`).toBe("VALID");
      }
      for (const seconds of [-301, -300.001, 301, 86_400]) {
        expect(verify({ now: at(seconds) }), `${seconds} s`).toBe("SIGNATURE_EXPIRED");
      }
      // A stale call that is also forged is judged on its signature: no clock is revealed to a forger.
      expect(verify({ now: at(301), secret: `${secret}x` })).toBe("INVALID_SIGNATURE");
    });
  });
});
