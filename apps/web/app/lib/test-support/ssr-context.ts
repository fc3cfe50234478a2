import { BRANDS, type SsrContext, type Transport } from "@casino/contracts";

/** A load context whose API answers every call with `status` and `json`, as a route loader sees it. */
export function ssrContext(status: number, json: unknown): SsrContext {
  const transport: Transport = async () => ({ status, json });
  return { brand: BRANDS.funrize, locale: "en", nonce: "n", requestId: "r", userAgent: "test", transport };
}

export const errorEnvelope = (code: string) => ({ success: false, error: { code, message: code } });
