import type * as endpoints from "../../identity-verification";
import { route } from "../route";

export const myIdentityVerificationRoute = /* @__PURE__ */ route<
  typeof endpoints.myIdentityVerificationEndpoint
>("myIdentityVerification", "GET", "/rest/identity-verification/");
export const uploadIdentityDocumentRoute = /* @__PURE__ */ route<
  typeof endpoints.uploadIdentityDocumentEndpoint
>("uploadIdentityDocument", "POST", "/rest/identity-verification/documents/");
export const identityDocumentFileRoute = /* @__PURE__ */ route<typeof endpoints.identityDocumentFileEndpoint>(
  "identityDocumentFile",
  "GET",
  "/rest/identity-verification/documents/{id}/file/",
);
export const startIdentityCheckRoute = /* @__PURE__ */ route<typeof endpoints.startIdentityCheckEndpoint>(
  "startIdentityCheck",
  "POST",
  "/rest/identity-verification/check/",
);
