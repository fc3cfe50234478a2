import { describe, expect, it } from "vitest";
import { DEV_HOUSE_PROVIDER_SECRET, EnvError, parseEnv } from "../../platform/env";
import { isSignatureValid, providerSecret, signBody } from "./provider-wallet.signature";

describe("provider secrets and signatures", () => {
  it("outside production the house provider signs with the development secret; in production only with its own", () => {
    expect(providerSecret(parseEnv({ NODE_ENV: "development" }), "house")).toBe(DEV_HOUSE_PROVIDER_SECRET);
    expect(providerSecret(parseEnv({ NODE_ENV: "production" }), "house")).toBeUndefined();
    const own = "a-production-secret-of-enough-length-42";
    expect(providerSecret(parseEnv({ NODE_ENV: "production", HOUSE_PROVIDER_SECRET: own }), "house")).toBe(
      own,
    );
    expect(() =>
      parseEnv({ NODE_ENV: "production", HOUSE_PROVIDER_SECRET: DEV_HOUSE_PROVIDER_SECRET }),
    ).toThrow(/HOUSE_PROVIDER_SECRET: is the published development secret/);
  });

  it("reads external providers' secrets and refuses malformed ones", () => {
    const env = parseEnv({
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
      expect(() => parseEnv({ PROVIDER_SECRETS: bad })).toThrow(EnvError);
    }
  });

  it("a signature is valid only for its secret and its exact bytes", () => {
    const secret = "0123456789abcdef0123456789abcdef";
    const body = Buffer.from('{"sessionToken":"abc"}');
    const signature = signBody(secret, body);
    expect(isSignatureValid(secret, body, signature)).toBe(true);
    expect(isSignatureValid(secret, body, signature.toUpperCase())).toBe(true);
    expect(isSignatureValid(secret, Buffer.from('{"sessionToken":"abd"}'), signature)).toBe(false);
    expect(isSignatureValid(`${secret}x`, body, signature)).toBe(false);
    expect(isSignatureValid(undefined, body, signature)).toBe(false);
    expect(isSignatureValid(secret, body, undefined)).toBe(false);
    expect(isSignatureValid(secret, body, signature.slice(2))).toBe(false);
  });
});
