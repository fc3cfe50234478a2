import type { Brand } from "./brands";
import type { Locale } from "./locales";
import type { Transport } from "./transport";

/** What the server hands the web app for each server render (React Router load context). */
export interface SsrContext {
  brand: Brand;
  locale: Locale;
  /** CSP nonce of this response; every inline script must carry it. */
  nonce: string;
  requestId: string;
  userAgent: string;
  /** Calls the API in-process with the visitor's cookies, no network hop (ARCHITECTURE D12). */
  transport: Transport;
}
