import type { z } from "zod";
import { isApiError } from "../api";

/** A form's errors by field path (`price`, `offers.1.weight`); the first message of each path wins. */
export type FieldErrors = Record<string, string>;

/** Zod's generic size messages in words an operator reads ("Enter at most 1000."). */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === "too_small" || issue.code === "too_big") {
    const bound = String(issue.code === "too_small" ? issue.minimum : issue.maximum);
    const word = issue.code === "too_small" ? "at least" : "at most";
    if (issue.origin === "string") {
      return issue.code === "too_small" && bound === "1"
        ? "Fill this in."
        : `Use ${word} ${bound} characters.`;
    }
    if (issue.origin === "array") return `Choose ${word} ${bound}.`;
    if (issue.origin === "number") return `Enter ${word} ${bound}.`;
  }
  if (issue.code === "invalid_type" && issue.expected === "number") return "Enter a whole number.";
  return issue.message;
}

/**
 * Checks a form's request body with the endpoint's own schema before it is sent, so the browser refuses
 * exactly what the server would and says so beside each field. `data` is set only when the body passes.
 */
export function validateWith<S extends z.ZodType>(
  schema: S,
  input: z.input<S>,
): { data: z.output<S> | null; errors: FieldErrors } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join(".");
    if (!(path in errors)) errors[path] = messageOf(issue);
  }
  return { data: null, errors };
}

/** The server's VALIDATION_FAILED details of a body, by field path (`body.price` → `price`). */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isApiError(error)) return errors;
  for (const detail of error.details) {
    if (!detail.path.startsWith("body.")) continue;
    const path = detail.path.slice("body.".length);
    if (!(path in errors)) errors[path] = detail.message;
  }
  return errors;
}
