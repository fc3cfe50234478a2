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
  it("runs the offline demo with nothing but DEMO", () => {
    const env = parseEnv({ DEMO: "true" });
    expect(env).toMatchObject({
      NODE_ENV: "production",
      HOST: "localhost",
      PORT: 3000,
      DATA_DIR: "./data",
      DEFAULT_BRAND: "funrize",
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      DEMO: true,
      isProduction: false,
      SHUTDOWN_GRACE_SECONDS: 10,
      CAPTCHA: "pow",
      WEB_BUILD_DIR: "apps/web/build",
      BACKOFFICE_BUILD_DIR: "apps/backoffice/dist",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.BRAND_HOSTS.size).toBe(0);
  });

  it("treats an empty value as not set", () => {
    const env = parseEnv({ PORT: "", DATABASE_URL: "", NODE_ENV: "test" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads numbers, flags and the host-to-brand table", () => {
    const env = parseEnv({
      PORT: "8080",
      TRUST_PROXY: "1",
      BRAND_HOSTS: " NLC.localhost = nlc , tao.example=tao,",
      PUBLIC_ORIGIN: "https://funrize.example",
      DATABASE_URL: "postgresql://casino@db:5432/casino",
    });
    expect(env.PORT).toBe(8080);
    expect(env.TRUST_PROXY).toBe(1);
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

  it("refuses to trust every proxy, and reads proxy addresses and CIDRs", () => {
    expect(errorOf({ TRUST_PROXY: "true" })).toMatch(/^\s+TRUST_PROXY: .*true is refused/m);
    expect(errorOf({ TRUST_PROXY: "10.0.0.0/33" })).toMatch(/^\s+TRUST_PROXY: /m);
    const env = parseEnv({ NODE_ENV: "test", TRUST_PROXY: "10.0.0.0/8, fd00::/8,192.168.1.7" });
    expect(env.TRUST_PROXY).toEqual(["10.0.0.0/8", "fd00::/8", "192.168.1.7"]);
  });
});

describe("demo mode and production settings", () => {
  it("refuses demo mode on PostgreSQL or beyond loopback unless forced", () => {
    expect(errorOf({ DEMO: "true", DATABASE_URL: "postgres://db/casino" })).toMatch(/^\s+DEMO: /m);
    expect(errorOf({ DEMO: "true", HOST: "0.0.0.0" })).toMatch(/^\s+DEMO: /m);
    const forced = parseEnv({ DEMO: "true", HOST: "0.0.0.0", DEMO_UNSAFE_FORCE: "true" });
    expect(forced.DEMO).toBe(true);
  });

  it("refuses to start in production without the origin of email links", () => {
    expect(errorOf({})).toMatch(/^\s+PUBLIC_ORIGIN: is required in production/m);
    // Command-line tools (migrate, ledger check) send no mail: they need no origin.
    expect(parseEnv({}, { isServing: false }).isProduction).toBe(true);
    expect(errorOf({ PUBLIC_ORIGIN: "http://casino.example" })).toMatch(/must use https/);
    // Trying a production build on one's own machine needs no certificate.
    expect(parseEnv({ PUBLIC_ORIGIN: "http://localhost:3000" }).isProduction).toBe(true);
    expect(errorOf({ PUBLIC_ORIGIN: "https://casino.example/path" })).toMatch(/^\s+PUBLIC_ORIGIN: /m);
  });

  it("takes each brand's link origin from configuration, never from a request", () => {
    const env = parseEnv({
      PUBLIC_ORIGIN: "https://play.example,tao=https://tao.example",
      BRAND_HOSTS: "nlc.example=nlc",
    });
    expect(env.PUBLIC_ORIGINS.get("tao")).toBe("https://tao.example");
    expect(env.PUBLIC_ORIGINS.get("funrize")).toBe("https://play.example");
    const fromHosts = parseEnv({ BRAND_HOSTS: "funrize.example=funrize,nlc.example=nlc" });
    expect(fromHosts.PUBLIC_ORIGINS.get("nlc")).toBe("https://nlc.example");
    expect(fromHosts.PUBLIC_ORIGINS.get("tao")).toBe("https://funrize.example");
    const demo = parseEnv({ DEMO: "true", PORT: "3100" });
    expect(demo.PUBLIC_ORIGINS.get("funrize")).toBe("http://localhost:3100");
  });
});
