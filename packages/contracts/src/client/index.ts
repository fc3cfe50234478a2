// What the API client and the pages need of the contracts at run time, without zod or any schema
// (decision 022): routes, constants and small helpers. Types still come from `@casino/contracts`
// (`import type` costs nothing at run time); schemas only where a form validates what a person types.
export * from "./brands";
export * from "./build-path";
export * from "./error-codes";
export * from "./game-modes";
export * from "./locales";
export * from "./money";
export * from "./payments";
export * from "./referral-cookies";
export * from "./reward-kinds";
export * from "./route";
export * from "./routes";
export * from "./support-chat";
