import type { MyIdentityVerification } from "@casino/contracts";
import { myIdentityVerificationRoute } from "@casino/contracts/client";
import type { ApiClient } from "../../lib/api";

/** The player's verification status, documents and identity-check offer. */
export const IDENTITY_VERIFICATION_KEY = ["identity-verification"] as const;

export const identityVerificationQuery = (api: ApiClient) => ({
  queryKey: IDENTITY_VERIFICATION_KEY,
  queryFn: (): Promise<MyIdentityVerification> => api.call(myIdentityVerificationRoute),
});
