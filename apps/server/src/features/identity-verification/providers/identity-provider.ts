import type { CallbackStatus } from "@casino/contracts";

/** Whom a check is about: what a provider is given to match against the documents it scans. */
export interface IdentitySubject {
  playerId: string;
  name: string;
  surname: string;
  /** YYYY-MM-DD. */
  birthday: string;
}

/** A started check: the provider's reference and how the player goes through its flow. */
export interface ProviderSession {
  reference: string;
  /** A hosted flow's page; null when the flow runs without one. */
  url: string | null;
  /** What an embedded widget needs. */
  widget: Record<string, unknown>;
}

/** A provider's report on a check, as it posts it to the signed callback. */
export interface ProviderReport {
  eventId: string;
  reference: string;
  status: CallbackStatus;
  duplicateOf?: string;
}

/**
 * An auto-verification (KYC) provider (ARCHITECTURE D19). `start` opens a session for the player; the
 * results arrive later, on the provider's signed callback (`/api/provider/kyc/<name>/callback/`), which
 * is the only way a check's status changes.
 */
export interface IdentityProvider {
  readonly name: string;
  /** No real identity is checked (the sandbox). */
  readonly isTest: boolean;
  start(subject: IdentitySubject): Promise<ProviderSession>;
}
