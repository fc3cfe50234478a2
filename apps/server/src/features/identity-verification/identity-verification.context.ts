import type { AutoVerificationData, IdentityStatus } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import { type Clock, isAutoVerificationAvailable } from "@casino/domain";
import { writeOutboxEvent } from "../../platform/outbox";
import type { DocumentStore } from "./identity-verification.storage";
import type { IdentityProvider } from "./providers/identity-provider";

/** What the feature's services run on: the configured provider is null when KYC_PROVIDER=off. */
export interface IdentityContext {
  db: Database;
  clock: Clock;
  store: DocumentStore;
  provider: IdentityProvider | null;
}

/** Spec §3 and §5: the identity check is offered on the profile while a provider is set and the player is not verified. */
export function autoVerificationDataOf(
  provider: Pick<IdentityProvider, "name" | "isTest"> | null,
  status: IdentityStatus,
): AutoVerificationData {
  if (!provider) return { isEnabled: false, isAvailable: false, isTest: false, showOn: [], providers: [] };
  return {
    isEnabled: true,
    isAvailable: isAutoVerificationAvailable(true, status),
    isTest: provider.isTest,
    showOn: ["profile"],
    providers: [provider.name],
  };
}

/** Writes a push event for the player's channel in the caller's transaction; the relay publishes it after commit. */
export function announce(tx: Executor, playerId: string, event: string, data: object, now: Date) {
  return writeOutboxEvent(tx, { topic: event, aggregateId: playerId, payload: data }, now);
}
