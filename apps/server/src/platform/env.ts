import { isIP } from "node:net";
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

/** Signs the sandbox payment provider's webhooks outside production when PAYMENT_WEBHOOK_SECRET is not set. */
export const DEV_PAYMENT_WEBHOOK_SECRET = "dev-payment-webhook-secret-not-for-production";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/**
 * Which proxies may speak for the client (ARCHITECTURE D10): `false`/`0`, a hop count, or a list of proxy
 * addresses and CIDRs. `true` would trust every hop, so the left-most X-Forwarded-For, which the client
 * writes itself, would become its address: it is refused.
 */
const trustProxy = z
  .string()
  .default("false")
  .transform((value, ctx): false | number | string[] => {
    const trimmed = value.trim();
    if (trimmed === "false" || trimmed === "0") return false;
    if (/^\d{1,2}$/.test(trimmed)) return Number(trimmed);
    const list = trimmed
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    if (list.length > 0 && list.every(isProxyAddress)) return list;
    ctx.addIssue({
      code: "custom",
      message:
        "must be false, the number of proxies in front of the server (e.g. 1), or their addresses/CIDRs (e.g. 10.0.0.0/8,fd00::/8); true is refused because it lets clients choose their own IP",
    });
    return z.NEVER;
  });

function isProxyAddress(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

const origin = z
  .string()
  .trim()
  .transform((value, ctx) => {
    try {
      const url = new URL(value);
      if ((url.protocol === "http:" || url.protocol === "https:") && url.pathname === "/" && !url.search) {
        return url.origin;
      }
    } catch {}
    ctx.addIssue({ code: "custom", message: `"${value}" must be an origin such as https://casino.example` });
    return z.NEVER;
  });

/** `https://casino.example` for every brand, or `brand=origin` pairs, comma separated. */
const publicOrigin = z
  .string()
  .default("")
  .transform((value, ctx) => {
    const byBrand = new Map<BrandId, string>();
    let fallback: string | undefined;
    for (const part of value
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const at = part.indexOf("=");
      const brand = at > 0 ? part.slice(0, at).trim() : undefined;
      const parsed = origin.safeParse(at > 0 ? part.slice(at + 1) : part);
      if (!parsed.success || (brand !== undefined && !BrandIdSchema.safeParse(brand).success)) {
        ctx.addIssue({
          code: "custom",
          message: `"${part}" must be an origin (https://casino.example) or brand=origin with brand one of ${BRAND_IDS.join(", ")}`,
        });
        return z.NEVER;
      }
      if (brand) byBrand.set(brand as BrandId, parsed.data);
      else fallback = parsed.data;
    }
    return { byBrand, fallback };
  });

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** A push service host the server may send web push messages to, and whether plain http is allowed. */
export interface WebPushHost {
  /** A lowercase host name or address, or `*.domain` for any name under that domain. */
  pattern: string;
  /** Only for a loopback host written as `http://…` (a test's local push endpoint); else https. */
  allowsPlainHttp: boolean;
}

/** The browsers' own push services: Chrome, Firefox, Safari, Edge. */
export const DEFAULT_WEB_PUSH_HOSTS =
  "fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com";

const HOST_PATTERN = /^(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/**
 * `WEB_PUSH_HOSTS`: the push service hosts that subscriptions may point at, comma separated, `*.domain`
 * for a domain's names; `http://127.0.0.1` lets a loopback host be reached over plain http (tests only).
 */
const webPushHosts = z
  .string()
  .default(DEFAULT_WEB_PUSH_HOSTS)
  .transform((value, ctx): WebPushHost[] => {
    const hosts: WebPushHost[] = [];
    for (const entry of value
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean)) {
      const allowsPlainHttp = entry.startsWith("http://");
      const pattern = allowsPlainHttp ? entry.slice("http://".length) : entry;
      if (!HOST_PATTERN.test(pattern) || (allowsPlainHttp && !LOOPBACK_HOSTS.has(pattern))) {
        ctx.addIssue({
          code: "custom",
          message: `"${entry}" must be a host name (fcm.googleapis.com), *.domain, or http:// before a loopback host (http://127.0.0.1)`,
        });
        return z.NEVER;
      }
      hosts.push({ pattern, allowsPlainHttp });
    }
    return hosts;
  });

/** An origin only this machine reaches (`http://localhost:3000`, `http://nlc.localhost:3000`). */
const isLoopbackOrigin = (value: string) => {
  const { hostname } = new URL(value);
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith(".localhost");
};

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
  TRUST_PROXY: trustProxy,
  /**
   * Demo mode: seeds the published demo players and serves the development mailbox. On for the README's
   * `npm start`, off otherwise; refused with DATABASE_URL or beyond loopback unless DEMO_UNSAFE_FORCE=true.
   */
  DEMO: booleanFlag.default(false),
  /** Lets demo mode run on PostgreSQL or on a public interface; its published passwords then face the world. */
  DEMO_UNSAFE_FORCE: booleanFlag.default(false),
  /**
   * Origin of absolute links in emails: one origin for every brand, or `brand=origin` pairs. A brand
   * without one uses its first `BRAND_HOSTS` host; the request's Host header is never used. Required in
   * production (outside demo mode) for the default brand.
   */
  PUBLIC_ORIGIN: publicOrigin,
  /** Bearer token of `/metrics`; the route does not exist when unset. */
  METRICS_TOKEN: z.string().min(32).optional(),
  /** Longest time a request may take to arrive and be answered (Fastify `requestTimeout`). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** An idle connection is closed after this many seconds (Fastify `connectionTimeout`). */
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(75),
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
   * HMAC key of the built-in provider's seamless-wallet calls over HTTP (`/api/provider/house/…`). Outside
   * production it defaults to DEV_HOUSE_PROVIDER_SECRET; in production, when unset, the house wallet
   * refuses every HTTP call (the built-in games call the wallet in process and need no secret).
   */
  HOUSE_PROVIDER_SECRET: z.string().min(32).optional(),
  /** Secrets of external providers' wallet calls: `slug=secret,slug2=secret2`. */
  PROVIDER_SECRETS: providerSecrets,
  /** Bearer token that reads every address's mail in the development mailbox (`DEMO`); unused when unset. */
  OPERATOR_API_TOKEN: z.string().min(32).optional(),
  /**
   * The back office's first admin, made by `npm run db:migrate` (and at boot) while no operator exists;
   * demo mode gives the README's demo values when these are unset.
   */
  BACKOFFICE_ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  BACKOFFICE_ADMIN_PASSWORD: z.string().min(12, "use at least 12 characters").max(256).optional(),
  /** Push services web push messages may go to (docs/decisions/039-web-push.md); the browsers' by default. */
  WEB_PUSH_HOSTS: webPushHosts,
  /**
   * Who push services may contact about our messages (the VAPID `sub` claim): `mailto:` or `https:`. When
   * unset, the address of EMAIL_FROM.
   */
  WEB_PUSH_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be mailto:address or an https:// URL")
    .optional(),
  /**
   * The auto-verification (KYC) provider (ARCHITECTURE D19): `sandbox` decides in process from the player's
   * data (no real identity is checked); `off` offers no identity check, leaving document review alone.
   */
  KYC_PROVIDER: z.enum(["sandbox", "off"]).default("sandbox"),
  /**
   * HMAC key of the KYC provider's callbacks (shared with the provider). When unset, a key derived from the
   * push signing key stored in the database: every node shares it, fit for the in-process sandbox.
   */
  KYC_CALLBACK_SECRET: z.string().min(32).optional(),
  /**
   * The payment provider (ARCHITECTURE D19, decision 045): `sandbox` takes no money — its hosted form
   * accepts the published test cards only — and reports outcomes by signed webhooks like a real one.
   */
  PAYMENT_PROVIDER: z.enum(["sandbox"]).default("sandbox"),
  /**
   * HMAC key of the payment provider's webhooks (shared with the provider). Outside production it defaults
   * to DEV_PAYMENT_WEBHOOK_SECRET; in production, when unset, a key derived from the push signing key the
   * database keeps (every node shares it, fit for the in-process sandbox), and the published one is refused.
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** Folder holding the web build (client assets, server bundle, build-info.json). */
  WEB_BUILD_DIR: z.string().min(1).default("apps/web/build"),
  /** Folder holding the back office's build (`index.html`, `assets/`), served under `/backoffice/`. */
  BACKOFFICE_BUILD_DIR: z.string().min(1).default("apps/backoffice/dist"),
});
export type Env = Omit<z.infer<typeof EnvSchema>, "PUBLIC_ORIGIN"> & {
  /** Origin of each brand's links in emails, resolved at boot (see PUBLIC_ORIGIN). */
  PUBLIC_ORIGINS: ReadonlyMap<BrandId, string>;
  /** Production rules apply: NODE_ENV=production outside demo mode. */
  isProduction: boolean;
};

export class EnvError extends Error {}

/**
 * Parses the environment; a bad value throws an error whose message names each bad key. Command-line
 * tools (`isServing: false`) skip the rules that only matter to a server facing players.
 */
export function parseEnv(source: NodeJS.ProcessEnv = process.env, { isServing = true } = {}): Env {
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
    if (env.NODE_ENV === "production" && env.PAYMENT_WEBHOOK_SECRET === DEV_PAYMENT_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_WEBHOOK_SECRET"],
        message: "is the published development secret; set a secret of your own in production",
      });
    }
    if (env.DEMO && !env.DEMO_UNSAFE_FORCE && (env.DATABASE_URL || !LOOPBACK_HOSTS.has(env.HOST))) {
      ctx.addIssue({
        code: "custom",
        path: ["DEMO"],
        message:
          "demo mode publishes its passwords and everyone's mail, so it runs only on the embedded database and on loopback (HOST=localhost); unset DEMO, or set DEMO_UNSAFE_FORCE=true if you really mean it",
      });
    }
    const isProduction = env.NODE_ENV === "production" && !env.DEMO;
    if (isProduction && isServing) {
      const defaultOrigin =
        env.PUBLIC_ORIGIN.byBrand.get(env.DEFAULT_BRAND) ??
        env.PUBLIC_ORIGIN.fallback ??
        [...env.BRAND_HOSTS].find(([, brand]) => brand === env.DEFAULT_BRAND)?.[0];
      if (!defaultOrigin) {
        ctx.addIssue({
          code: "custom",
          path: ["PUBLIC_ORIGIN"],
          message: `is required in production: the origin of links in emails, e.g. https://casino.example (or a BRAND_HOSTS host for ${env.DEFAULT_BRAND})`,
        });
      }
      const plain = [...env.PUBLIC_ORIGIN.byBrand.values(), env.PUBLIC_ORIGIN.fallback].find(
        (o) => o?.startsWith("http:") && !isLoopbackOrigin(o),
      );
      if (plain) {
        ctx.addIssue({
          code: "custom",
          path: ["PUBLIC_ORIGIN"],
          message: `${plain} must use https in production (plain http only for localhost)`,
        });
      }
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
    const { PUBLIC_ORIGIN, ...data } = result.data;
    const isProduction = data.NODE_ENV === "production" && !data.DEMO;
    const houseSecret = data.HOUSE_PROVIDER_SECRET ?? (isProduction ? undefined : DEV_HOUSE_PROVIDER_SECRET);
    const webhookSecret =
      data.PAYMENT_WEBHOOK_SECRET ?? (isProduction ? undefined : DEV_PAYMENT_WEBHOOK_SECRET);
    return {
      ...data,
      isProduction,
      PUBLIC_ORIGINS: resolvePublicOrigins(data, PUBLIC_ORIGIN, isProduction),
      ...(houseSecret ? { HOUSE_PROVIDER_SECRET: houseSecret } : {}),
      ...(webhookSecret ? { PAYMENT_WEBHOOK_SECRET: webhookSecret } : {}),
    };
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}

/**
 * Every brand's origin for links: its own PUBLIC_ORIGIN, else the single PUBLIC_ORIGIN, else its first
 * BRAND_HOSTS host (https in production, http with PORT otherwise), else the default brand's origin,
 * else (outside production) this server on localhost.
 */
function resolvePublicOrigins(
  env: { BRAND_HOSTS: ReadonlyMap<string, BrandId>; DEFAULT_BRAND: BrandId; PORT: number },
  configured: { byBrand: ReadonlyMap<BrandId, string>; fallback: string | undefined },
  isProduction: boolean,
): Map<BrandId, string> {
  const fromHosts = (brand: BrandId) => {
    const host = [...env.BRAND_HOSTS].find(([, b]) => b === brand)?.[0];
    if (!host) return undefined;
    return isProduction ? `https://${host}` : `http://${host}:${env.PORT}`;
  };
  const own = (brand: BrandId) => configured.byBrand.get(brand) ?? configured.fallback ?? fromHosts(brand);
  const defaultOrigin = own(env.DEFAULT_BRAND) ?? `http://localhost:${env.PORT}`;
  return new Map(BRAND_IDS.map((brand) => [brand, own(brand) ?? defaultOrigin]));
}
