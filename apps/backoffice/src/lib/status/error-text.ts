import { isApiError } from "../api";

/** What to tell an operator about a failed call: the server's message, or a plain one for the rest. */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === "FORBIDDEN") return "Your role does not allow this.";
    return error.message;
  }
  return "Something went wrong. Please try again.";
}
