import { BRAND_IDS, type BrandId, BrandIdSchema } from "@casino/contracts";
import { z } from "zod";

const brandHosts = z
  .string()
  .default("")
  .transform((value, ctx) => {
    const map = new Map<string, BrandId>();
    for (const pair of value
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [host, brand] = pair.split("=").map((p) => p.trim());
      if (!host || !brand || !BrandIdSchema.safeParse(brand).success) {
        ctx.addIssue({
          code: "custom",
          message: `"${pair}" must be host=brand with brand one of ${BRAND_IDS.join(", ")}`,
        });
        return z.NEVER;
      }
      map.set(host.toLowerCase(), brand as BrandId);
    }
    return map;
  });

const providerSecrets = z
  .string()
  .default("")
  .transform((value, ctx) => {
    const map = new Map<string, string>();
    for (const pair of value
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const at = pair.indexOf("=");
      const slug = pair.slice(0, at).trim();
      const secret = pair.slice(at + 1).trim();
      if (at < 1 || !/^[a-z0-9-]{2,40}$/.test(slug) || secret.length < 32 || slug === "house") {
        ctx.addIssue({
          code: "custom",
          message: `"${slug || pair}=…" must be provider=secret with a lowercase slug (not "house": use HOUSE_PROVIDER_SECRET) and a secret of at least 32 characters`,
        });
        return z.NEVER;
      }
      map.set(slug, secret);
    }
    return map;
  });

/** Signs the built-in provider's wallet calls outside production when HOUSE_PROVIDER_SECRET is not set. */
export const DEV_HOUSE_PROVIDER_SECRET = "dev-house-provider-secret-not-for-production";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Every setting of the server, parsed once at boot (ARCHITECTURE D19). */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("localhost"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().min(1).max(64).default("casino:"),
  BRAND_HOSTS: brandHosts,
  DEFAULT_BRAND: BrandIdSchema.default("funrize"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanFlag.default(false),
  /** Seconds the server waits for in-flight requests on SIGTERM before it closes anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** `pow`: self-hosted proof of work (ALTCHA); `turnstile`: Cloudflare's hosted widget; `off`. */
  CAPTCHA: z.enum(["pow", "off", "turnstile"]).default("pow"),
  /** HMAC key of pow challenges (share it between nodes), or the hosted provider's secret key. */
  CAPTCHA_SECRET: z.string().min(16).optional(),
  /** The hosted provider's site key, shown to the browser. */
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  /** `outbox`: emails are stored and shown to operators; `smtp`: also delivered through SMTP_URL. */
  EMAIL_PROVIDER: z.enum(["outbox", "smtp"]).default("outbox"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  EMAIL_FROM: z.string().min(3).default("Casino <no-reply@casino.localhost>"),
  /**
   * Serves the development mailbox (`/dev/mailbox`, every email with its links). Defaults to on only for
   * the embedded demo (no DATABASE_URL) with the outbox provider.
   */
  DEV_MAILBOX: booleanFlag.optional(),
  /**
   * HMAC key of the built-in provider's seamless-wallet calls over HTTP (`/api/provider/house/…`). Outside
   * production it defaults to DEV_HOUSE_PROVIDER_SECRET; in production, when unset, the house wallet
   * refuses every HTTP call (the built-in games call the wallet in process and need no secret).
   */
  HOUSE_PROVIDER_SECRET: z.string().min(32).optional(),
  /** Secrets of external providers' wallet calls: `slug=secret,slug2=secret2`. */
  PROVIDER_SECRETS: providerSecrets,
  /** Bearer token of the operator API (`/api/operator/…`); the routes do not exist when it is unset. */
  OPERATOR_API_TOKEN: z.string().min(32).optional(),
  /** Folder holding the web build (client assets, server bundle, build-info.json). */
  WEB_BUILD_DIR: z.string().min(1).default("apps/web/build"),
});
export type Env = z.infer<typeof EnvSchema> & { DEV_MAILBOX: boolean };

export class EnvError extends Error {}

/** Parses the environment; a bad value throws an error whose message names each bad key. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = EnvSchema.superRefine((env, ctx) => {
    if (env.EMAIL_PROVIDER === "smtp" && !env.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required when EMAIL_PROVIDER=smtp" });
    }
    if (env.NODE_ENV === "production" && env.HOUSE_PROVIDER_SECRET === DEV_HOUSE_PROVIDER_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["HOUSE_PROVIDER_SECRET"],
        message: "is the published development secret; set a secret of your own in production",
      });
    }
    if (env.CAPTCHA === "turnstile" && (!env.CAPTCHA_SECRET || !env.CAPTCHA_SITE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["CAPTCHA_SECRET"],
        message: "CAPTCHA_SECRET and CAPTCHA_SITE_KEY are required when CAPTCHA=turnstile",
      });
    }
  }).safeParse(cleaned);
  if (result.success) {
    const isEmbeddedDemo = !result.data.DATABASE_URL && result.data.EMAIL_PROVIDER === "outbox";
    const houseSecret =
      result.data.HOUSE_PROVIDER_SECRET ??
      (result.data.NODE_ENV === "production" ? undefined : DEV_HOUSE_PROVIDER_SECRET);
    return {
      ...result.data,
      DEV_MAILBOX: result.data.DEV_MAILBOX ?? isEmbeddedDemo,
      ...(houseSecret ? { HOUSE_PROVIDER_SECRET: houseSecret } : {}),
    };
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
