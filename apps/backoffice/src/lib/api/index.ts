export { type ApiClient, type CallInput, CLIENT_HEADER, createApiClient } from "./api-client";
export { ApiProvider, useApi } from "./api-context";
export { ApiError, type ApiErrorCode, type ApiErrorDetail, isApiError } from "./api-error";
