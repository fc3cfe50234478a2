/** The query that opens the support chat on any page (spec §2); it is taken off the URL once read. */
export const OPEN_SUPPORT_PARAM = "openSupport";

/** Spec §2: the cash box's iframe (`/cashIframe…`) never shows the support chat. */
export const isSupportChatHidden = (pathname: string) => pathname.toLowerCase().startsWith("/cashiframe");

export const asksToOpenSupport = (search: string) => new URLSearchParams(search).has(OPEN_SUPPORT_PARAM);

/** `search` without `openSupport`, the rest of the query as it was. */
export function withoutOpenSupport(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(OPEN_SUPPORT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
