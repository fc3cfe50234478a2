import { IdentityEventSchema } from "@casino/contracts";
import {
  DOCUMENT_REJECTED_TOAST,
  IDENTITY_EVENTS,
  IDENTITY_REJECTED,
  VERIFICATION_EVENTS,
} from "@casino/contracts/client/identity-verification";
import type { LiveFollower } from "../../../lib/live";
import { PLAYER_QUERY_KEYS } from "../../../lib/query";
import { showToast } from "../../../lib/toasts";
import { IDENTITY_VERIFICATION_KEY } from "../identity-verification-query";

/** The document an identity event is about, read as the contract has it; null when there is none. */
const documentIdOf = (data: unknown) => {
  const event = IdentityEventSchema.safeParse(data);
  return event.success ? (event.data.document?.id ?? null) : null;
};

/**
 * Keeps the verification widget and the account page in step with the push channel (spec §4): every identity
 * or player verification event refetches the status and the profile's verification fields; an operator's
 * rejection of a document shows the spec's "Document rejected" toast (§8), once per document.
 */
export const followIdentityVerification: LiveFollower = ({ on, onRecoveryFailed, queryClient }) => {
  const toasted = new Set<string>();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: IDENTITY_VERIFICATION_KEY });
    void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEYS.profilePage });
  };
  const stops = [...IDENTITY_EVENTS, ...VERIFICATION_EVENTS].map((event) =>
    on(event, (data) => {
      refresh();
      if (event !== IDENTITY_REJECTED) return;
      const documentId = documentIdOf(data);
      if (documentId !== null && !toasted.has(documentId)) {
        toasted.add(documentId);
        showToast(DOCUMENT_REJECTED_TOAST, { type: "error", id: `document-rejected-${documentId}` });
      }
    }),
  );
  stops.push(onRecoveryFailed(refresh));
  return () => {
    for (const stop of stops) stop();
  };
};
