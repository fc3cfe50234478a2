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
    return { ...result.data, DEV_MAILBOX: result.data.DEV_MAILBOX ?? isEmbeddedDemo };
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
