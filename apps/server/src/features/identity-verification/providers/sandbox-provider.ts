import { randomUUID } from "node:crypto";
import type { CallbackStatus } from "@casino/contracts";
import type { IdentityProvider, IdentitySubject, ProviderReport, ProviderSession } from "./identity-provider";

export const SANDBOX_PROVIDER = "sandbox";

/** What the sandbox decides for a surname (any case); any other surname passes. */
const OUTCOME_BY_SURNAME: Readonly<Record<string, CallbackStatus>> = {
  survey: "surveyRequired",
  scan: "needScanDocument",
  fail: "failed",
};

export interface SandboxProviderOptions {
  /** Another account this identity was already passed for, if any: the sandbox reports a duplicate. */
  findDuplicate(subject: IdentitySubject): Promise<string | null>;
  /** Posts a report to the callback, signed as a real provider would; answers the HTTP status. */
  deliver(report: ProviderReport): Promise<number>;
  /** Waits between a start and its report, and between retries (tests pass a short one). */
  delayMs?: number;
  onError?(error: unknown): void;
}

/**
 * The sandbox auto-verification provider: runs in process and decides from the player's data, so demo
 * players and tests reach every outcome (surname Survey → surveyRequired, Scan → needScanDocument, Fail →
 * failed; an identity already passed on another account → duplicate; else success). It reports through
 * the same signed callback a hosted provider calls, a moment after the start, retrying like one while the
 * answer is not 2xx (the check's row commits after `start` returns).
 */
export function createSandboxProvider(options: SandboxProviderOptions): IdentityProvider {
  const delayMs = options.delayMs ?? 500;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

  async function decide(subject: IdentitySubject): Promise<Omit<ProviderReport, "eventId" | "reference">> {
    const scripted = OUTCOME_BY_SURNAME[subject.surname.trim().toLowerCase()];
    if (scripted) return { status: scripted };
    const duplicateOf = await options.findDuplicate(subject);
    return duplicateOf ? { status: "duplicate", duplicateOf } : { status: "success" };
  }

  async function report(subject: IdentitySubject, reference: string) {
    await pause(delayMs);
    const decision = await decide(subject);
    const call: ProviderReport = { eventId: randomUUID(), reference, ...decision };
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const status = await options.deliver(call);
      if (status >= 200 && status < 300) return;
      await pause(delayMs * 2 ** attempt);
    }
    throw new Error(`the sandbox KYC callback for ${reference} was never accepted`);
  }

  return {
    name: SANDBOX_PROVIDER,
    isTest: true,
    async start(subject: IdentitySubject): Promise<ProviderSession> {
      const reference = `sandbox-${randomUUID()}`;
      void report(subject, reference).catch((error: unknown) => options.onError?.(error));
      return {
        reference,
        url: null,
        widget: {
          kind: SANDBOX_PROVIDER,
          hint: "Sandbox: surname Survey, Scan or Fail picks that outcome; any other passes.",
        },
      };
    },
  };
}
