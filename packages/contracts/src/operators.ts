import { z } from "zod";
import type { ErrorCode } from "./client/error-codes";
import { defineEndpoint, type Endpoint, type HttpMethod, type NonJsonMediaType } from "./endpoint";
import { text } from "./text";

/**
 * The back office's modules (issue #11): every operator permission is read or write on one of them, and
 * write includes read. A later feature that brings its own operator screens adds its module here.
 */
export const BACKOFFICE_MODULES = [
  "dashboard",
  "players",
  "adjustments",
  "ledger",
  "content",
  "staff",
  "audit",
  "support",
  "compliance",
  "cash",
] as const;
export const BackofficeModuleSchema = z.enum(BACKOFFICE_MODULES);
export type BackofficeModule = z.infer<typeof BackofficeModuleSchema>;

export const ACCESS_LEVELS = ["read", "write"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** `players:read`, `content:write`, … */
export type Permission = `${BackofficeModule}:${Access}`;
export const PERMISSIONS = BACKOFFICE_MODULES.flatMap((module) =>
  ACCESS_LEVELS.map((access) => `${module}:${access}` as Permission),
);
export const PermissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]]);

/**
 * What a back-office endpoint needs: a permission, any signed-in operator (`signed-in`: signing out),
 * nobody yet (`signing-in`: the steps of signing in), or anyone, signed in or not (`anyone`: who is
 * signed in, which answers null rather than 401 so the app's first question is not an error).
 */
export type BackofficeAccess = Permission | "signed-in" | "signing-in" | "anyone";

/** Whether permissions that hold `granted` allow `needed` (write includes read). */
export function allows(granted: ReadonlySet<Permission> | readonly Permission[], needed: BackofficeAccess) {
  if (needed === "signed-in" || needed === "signing-in" || needed === "anyone") return true;
  const has = (permission: Permission) =>
    Array.isArray(granted)
      ? granted.includes(permission)
      : (granted as ReadonlySet<Permission>).has(permission);
  if (has(needed)) return true;
  const [module, access] = needed.split(":") as [BackofficeModule, Access];
  return access === "read" && has(`${module}:write`);
}

export const BACKOFFICE_API_PREFIX = "/api/backoffice/";
export const BACKOFFICE_TAG = "backoffice";

const Empty = z.object({}).strict();
type EmptySchema = typeof Empty;

/**
 * An endpoint of the back office: under `/api/backoffice/`, tagged `backoffice` in OpenAPI, called with an
 * operator session (never a player's), and declaring what it needs the way player endpoints declare
 * `auth`. The route layer refuses a call without it (401, then 403) before reading the input.
 */
export function defineBackofficeEndpoint<
  Output extends z.ZodType,
  Params extends z.ZodType = EmptySchema,
  Query extends z.ZodType = EmptySchema,
  Body extends z.ZodType = EmptySchema,
>(def: {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  access: BackofficeAccess;
  output: Output;
  params?: Params;
  query?: Query;
  body?: Body;
  errors?: readonly ErrorCode[];
  produces?: NonJsonMediaType;
  consumes?: "multipart/form-data";
}): Endpoint<Params, Query, Body, Output> & { access: BackofficeAccess } {
  if (!def.path.startsWith(BACKOFFICE_API_PREFIX)) {
    throw new Error(`${def.id}: back-office paths start with ${BACKOFFICE_API_PREFIX}`);
  }
  const { access, ...rest } = def;
  const signingIn = access === "signing-in" || access === "anyone";
  const endpoint = defineEndpoint<Output, Params, Query, Body>({
    ...rest,
    tags: [BACKOFFICE_TAG],
    auth: signingIn ? "public" : "operator",
    errors: [...(signingIn ? [] : (["UNAUTHENTICATED", "FORBIDDEN"] as const)), ...(rest.errors ?? [])],
  });
  return { ...endpoint, access };
}

export const RoleSchema = z.object({
  id: text(),
  name: text(),
  /** The five roles every casino has (admin, support, compliance, finance, marketing) cannot be deleted. */
  isBuiltIn: z.boolean(),
  permissions: z.array(PermissionSchema),
});
export type Role = z.infer<typeof RoleSchema>;

export const OperatorStatusSchema = z.enum(["ACTIVE", "DISABLED"]);

/** The signed-in operator, as `/api/backoffice/me/` and every sign-in step answer it. */
export const OperatorMeSchema = z.object({
  id: text(),
  email: text(),
  name: text(),
  role: z.object({ id: text(), name: text() }),
  permissions: z.array(PermissionSchema),
  /** Minutes without a call after which the session ends. */
  idleTimeoutMinutes: z.number().int(),
});
export type OperatorMe = z.infer<typeof OperatorMeSchema>;

const Email = text().trim().toLowerCase().max(254).pipe(z.email());
const TotpCode = text().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.");
/** Recovery codes are shown as `xxxxx-xxxxx`; the dash and case are optional when typed. */
const RecoveryCode = text()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, "Enter a recovery code as shown when you enrolled.");
const Challenge = text().min(20).max(128);

export const operatorSignInEndpoint = defineBackofficeEndpoint({
  id: "operatorSignIn",
  method: "POST",
  path: "/api/backoffice/auth/sign-in/",
  summary:
    "First step of an operator's sign-in: e-mail and password. Answers the second step: enrolment of an authenticator (first sign-in, or after an admin reset it) or a code from it.",
  access: "signing-in",
  body: z.object({ email: Email, password: text().min(1).max(256) }).strict(),
  output: z.discriminatedUnion("step", [
    z.object({
      step: z.literal("enroll"),
      challenge: text(),
      /** `otpauth://totp/…` for authenticator apps; the QR code holds the same. */
      otpauthUri: text(),
      secret: text(),
      qrCodeSvg: text(),
    }),
    z.object({ step: z.literal("verify"), challenge: text() }),
  ]),
  errors: ["INVALID_CREDENTIALS", "ACCOUNT_LOCKED", "RATE_LIMITED"],
});

export const operatorEnrollEndpoint = defineBackofficeEndpoint({
  id: "operatorEnroll",
  method: "POST",
  path: "/api/backoffice/auth/enroll/",
  summary:
    "Second step on enrolment: the first code of the new authenticator. Starts the session and answers the recovery codes, shown this once.",
  access: "signing-in",
  body: z.object({ challenge: Challenge, code: TotpCode }).strict(),
  output: z.object({ operator: OperatorMeSchema, recoveryCodes: z.array(text()) }),
  errors: ["TOKEN_INVALID", "TOTP_INVALID", "ACCOUNT_LOCKED"],
});

export const operatorVerifyEndpoint = defineBackofficeEndpoint({
  id: "operatorVerify",
  method: "POST",
  path: "/api/backoffice/auth/verify/",
  summary:
    "Second step: a code of the operator's authenticator (6 digits), or one of their recovery codes (`xxxxx-xxxxx`, each works once). Starts the session.",
  access: "signing-in",
  body: z.object({ challenge: Challenge, code: z.union([TotpCode, RecoveryCode]) }).strict(),
  output: z.object({ operator: OperatorMeSchema }),
  errors: ["TOKEN_INVALID", "TOTP_INVALID", "ACCOUNT_LOCKED"],
});

export const operatorSignOutEndpoint = defineBackofficeEndpoint({
  id: "operatorSignOut",
  method: "POST",
  path: "/api/backoffice/auth/sign-out/",
  summary: "Ends the operator's session.",
  access: "signed-in",
  output: z.object({ success: z.literal(true) }),
});

export const operatorMeEndpoint = defineBackofficeEndpoint({
  id: "operatorMe",
  method: "GET",
  path: "/api/backoffice/me/",
  summary:
    "The signed-in operator, their role and permissions; null when nobody is signed in (or the session ended).",
  access: "anyone",
  output: z.object({ operator: OperatorMeSchema.nullable() }),
});

export const OperatorSchema = z.object({
  id: text(),
  email: text(),
  name: text(),
  roleId: text(),
  status: OperatorStatusSchema,
  hasSecondFactor: z.boolean(),
  lastSignInAt: text().nullable(),
  createdAt: text(),
});
export type Operator = z.infer<typeof OperatorSchema>;

export const listOperatorsEndpoint = defineBackofficeEndpoint({
  id: "listOperators",
  method: "GET",
  path: "/api/backoffice/operators/",
  summary: "The casino's staff: every operator account with its role.",
  access: "staff:read",
  output: z.object({ operators: z.array(OperatorSchema) }),
});

const Password = text().min(12, "Use at least 12 characters.").max(256);
const RoleId = text().regex(/^[a-z][a-z0-9-]{1,39}$/, "Use 2–40 lowercase letters, digits or dashes.");

export const createOperatorEndpoint = defineBackofficeEndpoint({
  id: "createOperator",
  method: "POST",
  path: "/api/backoffice/operators/",
  summary:
    "Opens an operator account with a first password; the new operator enrols an authenticator at their first sign-in.",
  access: "staff:write",
  body: z
    .object({ email: Email, name: text().trim().min(1).max(120), roleId: RoleId, password: Password })
    .strict(),
  output: OperatorSchema,
  errors: ["CONFLICT", "NOT_FOUND"],
});

export const updateOperatorEndpoint = defineBackofficeEndpoint({
  id: "updateOperator",
  method: "POST",
  path: "/api/backoffice/operators/{id}/",
  summary: "Changes an operator's role or status; disabling one ends their sessions at once.",
  access: "staff:write",
  params: z.object({ id: text().uuid() }),
  body: z.object({ roleId: RoleId.optional(), status: OperatorStatusSchema.optional() }).strict(),
  output: OperatorSchema,
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const resetOperatorSecondFactorEndpoint = defineBackofficeEndpoint({
  id: "resetOperatorSecondFactor",
  method: "POST",
  path: "/api/backoffice/operators/{id}/reset-second-factor/",
  summary:
    "Removes another operator's authenticator and recovery codes and ends their sessions: they enrol again at their next sign-in. Never one's own.",
  access: "staff:write",
  params: z.object({ id: text().uuid() }),
  output: OperatorSchema,
  errors: ["NOT_FOUND", "CONFLICT"],
});

export const listRolesEndpoint = defineBackofficeEndpoint({
  id: "listRoles",
  method: "GET",
  path: "/api/backoffice/roles/",
  summary: "Every role with its permissions.",
  access: "staff:read",
  output: z.object({ roles: z.array(RoleSchema) }),
});

export const saveRoleEndpoint = defineBackofficeEndpoint({
  id: "saveRole",
  method: "POST",
  path: "/api/backoffice/roles/{id}/",
  summary:
    "Creates a custom role, or changes one, from permissions; the built-in roles keep theirs. Operators holding it get the change at their next call.",
  access: "staff:write",
  params: z.object({ id: RoleId }),
  body: z
    .object({ name: text().trim().min(1).max(60), permissions: z.array(PermissionSchema).max(64) })
    .strict(),
  output: RoleSchema,
  errors: ["CONFLICT"],
});

/** `?page=&pageSize=` of a back-office list: pages count from 1, at most 100 rows each. */
export const backofficePageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
