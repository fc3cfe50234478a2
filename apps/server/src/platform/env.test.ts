import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

/** The message of the error parseEnv throws for `source`. */
function errorOf(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("parseEnv accepted a bad environment");
}

describe("server settings from the environment", () => {
  it("runs offline with no settings at all", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "production",
      HOST: "localhost",
      PORT: 3000,
      DATA_DIR: "./data",
      DEFAULT_BRAND: "funrize",
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      SHUTDOWN_GRACE_SECONDS: 10,
      CAPTCHA: "pow",
      WEB_BUILD_DIR: "apps/web/build",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.BRAND_HOSTS.size).toBe(0);
  });

  it("treats an empty value as not set", () => {
    const env = parseEnv({ PORT: "", DATABASE_URL: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads numbers, flags and the host-to-brand table", () => {
    const env = parseEnv({
      PORT: "8080",
      TRUST_PROXY: "1",
      BRAND_HOSTS: " NLC.localhost = nlc , tao.example=tao,",
      DATABASE_URL: "postgresql://casino@db:5432/casino",
    });
    expect(env.PORT).toBe(8080);
    expect(env.TRUST_PROXY).toBe(true);
    expect([...env.BRAND_HOSTS]).toEqual([
      ["nlc.localhost", "nlc"],
      ["tao.example", "tao"],
    ]);
    expect(env.DATABASE_URL).toBe("postgresql://casino@db:5432/casino");
  });

  it("names PORT when it is not a port number", () => {
    for (const port of ["abc", "70000", "-1", "80.5"]) expect(errorOf({ PORT: port })).toMatch(/^\s+PORT: /m);
  });

  it("names DEFAULT_BRAND when it is not one of the nine brands", () => {
    expect(errorOf({ DEFAULT_BRAND: "casino" })).toMatch(/^\s+DEFAULT_BRAND: /m);
  });

  it("names BRAND_HOSTS and the bad pair", () => {
    for (const pair of ["nlc.localhost", "=nlc", "nlc.localhost=nope"]) {
      const message = errorOf({ BRAND_HOSTS: `tao.example=tao,${pair}` });
      expect(message).toMatch(/^\s+BRAND_HOSTS: /m);
      expect(message).toContain(`"${pair}"`);
    }
  });

  it("names DATABASE_URL when it is not a PostgreSQL URL", () => {
    expect(errorOf({ DATABASE_URL: "mysql://root@localhost/casino" })).toMatch(
      /^\s+DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//m,
    );
  });

  it("names every bad key at once", () => {
    const message = errorOf({ PORT: "abc", CAPTCHA: "maybe", LOG_LEVEL: "loud", TRUST_PROXY: "yes" });
    for (const key of ["PORT", "CAPTCHA", "LOG_LEVEL", "TRUST_PROXY"]) expect(message).toContain(`${key}: `);
    expect(message.startsWith("Invalid environment:")).toBe(true);
  });
});
