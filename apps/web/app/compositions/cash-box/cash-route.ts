/** What a purchase is for (spec §2 routes): a catalogue package or preset, or an offer from a link. */
export type OfferType = "preset" | "promoOffer";

/** The page of the cash box a hash asks for (spec §2 `/cash/...` routes as hash routes `#/cash/...`). */
export type CashRoute =
  | { page: "deposit" }
  | {
      page: "offer";
      presetId: number;
      offerType: OfferType;
      isOutsidePromoOffer: boolean;
      isInviteQualification: boolean;
    }
  | { page: "success"; orderId: string | null }
  | { page: "failed"; presetId: number | null; offerType: OfferType | null; methodId: string | null }
  | { page: "redeem" };

export const CASH_PREFIX = "#/cash/";
export const DEPOSIT_HASH = `${CASH_PREFIX}deposit-by-money/`;

/** Spec §2: "The cash box opens when the hash contains cash." */
export const isCashHash = (hash: string) => hash.includes("cash");

const isOfferType = (value: string | undefined): value is OfferType =>
  value === "preset" || value === "promoOffer";

/** A positive whole id as the server issues them; anything else is no id. */
function presetIdOf(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/** A path segment as written before `encodeURIComponent`; null when it is missing or malformed. */
function decoded(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The cash box page of a location: the hash's path after `cash/`, its own query (`#/cash/…/?a=b`), and
 * the page's query for the flags of an offer link, since the server's redirect of `/cash/…?x=y` puts the
 * query before the hash. Null when the hash does not ask for the cash box; an unknown cash path shows the
 * packages, the cash box's home.
 */
export function cashRouteOf(hash: string, search = ""): CashRoute | null {
  if (!isCashHash(hash)) return null;
  const text = hash.replace(/^#/, "");
  const queryAt = text.indexOf("?");
  const path = queryAt === -1 ? text : text.slice(0, queryAt);
  const hashQuery = new URLSearchParams(queryAt === -1 ? "" : text.slice(queryAt + 1));
  const pageQuery = new URLSearchParams(search);
  const flag = (name: string) => hashQuery.get(name) === "true" || pageQuery.get(name) === "true";
  const cashAt = path.indexOf("cash/");
  const parts =
    cashAt === -1
      ? []
      : path
          .slice(cashAt + "cash/".length)
          .split("/")
          .filter(Boolean);
  const [section, first, second, third] = parts;

  if (section === "success") return { page: "success", orderId: hashQuery.get("orderId") || null };
  if (section === "redeem") return { page: "redeem" };
  if (section === "failed") {
    const presetId = presetIdOf(first);
    const offerType = isOfferType(second) ? second : null;
    const methodId = decoded(third);
    return presetId !== null && offerType !== null && methodId
      ? { page: "failed", presetId, offerType, methodId }
      : { page: "failed", presetId: null, offerType: null, methodId: null };
  }
  if (section === "deposit-by-money") {
    const presetId = presetIdOf(first);
    if (presetId !== null && isOfferType(second)) {
      return {
        page: "offer",
        presetId,
        offerType: second,
        isOutsidePromoOffer: flag("outside-promo-offer"),
        isInviteQualification: flag("inviteQualification"),
      };
    }
  }
  return { page: "deposit" };
}

/** The hash of a cash box page: the inverse of `cashRouteOf` for the pages the box navigates to. */
export function cashHashOf(route: CashRoute): string {
  switch (route.page) {
    case "deposit":
      return DEPOSIT_HASH;
    case "offer": {
      const query = route.isOutsidePromoOffer
        ? "?outside-promo-offer=true"
        : route.isInviteQualification
          ? "?inviteQualification=true"
          : "";
      return `${DEPOSIT_HASH}${route.presetId}/${route.offerType}/${query}`;
    }
    case "success":
      return route.orderId
        ? `${CASH_PREFIX}success/?orderId=${encodeURIComponent(route.orderId)}`
        : `${CASH_PREFIX}success/`;
    case "failed":
      return route.presetId !== null && route.offerType !== null && route.methodId !== null
        ? `${CASH_PREFIX}failed/${route.presetId}/${route.offerType}/${encodeURIComponent(route.methodId)}`
        : `${CASH_PREFIX}failed/`;
    case "redeem":
      return `${CASH_PREFIX}redeem/`;
  }
}
