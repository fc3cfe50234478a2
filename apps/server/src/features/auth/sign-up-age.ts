import { checkBirthday, MAXIMUM_AGE_YEARS } from "@casino/domain";
import { AppError } from "../../platform/errors";
import type { AuthRequest } from "./auth.context";

const birthdayProblem = (code: "UNDERAGE" | "VALIDATION_FAILED", message: string, field: string) =>
  new AppError(code, 400, code === "UNDERAGE" ? message : "The request body is not valid.", [
    { path: "body.birthday", message: field },
  ]);

/**
 * Refuses a sign-up whose date of birth is not a real, past date of someone aged between the minimum age
 * of the request's jurisdiction and 120. Runs before any account is created or any code is spent.
 */
export async function checkSignUpAge(request: AuthRequest, birthday: string, now: Date): Promise<void> {
  // Where the request comes from and its rules (geo-restriction, sweepstakes-rules): 18 unless one sets more.
  const minimumAge = await request.signUpRules.minimumAge();
  const verdict = checkBirthday(birthday, now, minimumAge);
  if (verdict.ok) return;
  switch (verdict.reason) {
    case "underage": {
      const message = `You must be at least ${minimumAge} to play here.`;
      throw birthdayProblem("UNDERAGE", message, message);
    }
    case "future":
      throw birthdayProblem("VALIDATION_FAILED", "", "A date of birth cannot be in the future.");
    case "too_old":
      throw birthdayProblem(
        "VALIDATION_FAILED",
        "",
        `Enter a date of birth within the last ${MAXIMUM_AGE_YEARS} years.`,
      );
    default:
      throw birthdayProblem("VALIDATION_FAILED", "", "Enter a real date as YYYY-MM-DD.");
  }
}
