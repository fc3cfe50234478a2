/**
 * The operator token the e2e server is started with (`OPERATOR_API_TOKEN` in playwright.config.ts): with it
 * the tests read every address's mail in the development mailbox, as an operator would.
 */
export const E2E_OPERATOR_TOKEN = "e2e-operator-token-0123456789abcdef";

/** The request header that makes a call an operator's. */
export const OPERATOR_HEADERS = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` } as const;
