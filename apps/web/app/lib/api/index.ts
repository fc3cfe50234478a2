import { createApiClient } from "./api-client";
import { browserTransport } from "./browser-transport";

export { type ApiClient, type CallInput, createApiClient, RETRYABLE_STATUSES } from "./api-client";
export { ApiError, type ApiErrorDetail, parseRetryAfter } from "./api-error";
export { browserTransport, CLIENT_HEADER } from "./browser-transport";

/** The browser's client; server code makes its own from the load context's in-process transport. */
export const browserApi = createApiClient(browserTransport);
