import { US_STATES } from "@casino/contracts";
import countries from "i18n-iso-countries";

/** Canada's provinces and territories by English name, as DB-IP spells them (ISO 3166-2:CA). */
const CANADIAN_PROVINCES: Record<string, string> = {
  Alberta: "AB",
  "British Columbia": "BC",
  Manitoba: "MB",
  "New Brunswick": "NB",
  "Newfoundland and Labrador": "NL",
  "Northwest Territories": "NT",
  "Nova Scotia": "NS",
  Nunavut: "NU",
  Ontario: "ON",
  "Prince Edward Island": "PE",
  Quebec: "QC",
  Saskatchewan: "SK",
  Yukon: "YT",
};

const US_STATE_BY_NAME = new Map<string, string>(
  Object.entries(US_STATES).map(([code, name]) => [name, code]),
);

/**
 * The jurisdiction of a place given as country and first-level region names: `US-WA` for a US state,
 * `CA-QC` for a Canadian province, else the country's code. Regions of other countries are not
 * jurisdictions of ours, so they fold into the country.
 */
export function jurisdictionOf(countryCode: string, regionName: string | undefined): string {
  const country = countryCode.toUpperCase();
  if (regionName) {
    const region =
      country === "US"
        ? US_STATE_BY_NAME.get(regionName)
        : country === "CA"
          ? CANADIAN_PROVINCES[regionName]
          : undefined;
    if (region) return `${country}-${region}`;
  }
  return country;
}

/** The English name of a jurisdiction code, for the geoblock page and error messages. */
export function jurisdictionName(code: string): string {
  const [country, region] = code.split("-") as [string, string | undefined];
  if (region && country === "US") return US_STATES[region as keyof typeof US_STATES] ?? code;
  if (region && country === "CA") {
    const name = Object.entries(CANADIAN_PROVINCES).find(([, abbreviation]) => abbreviation === region)?.[0];
    if (name) return name;
  }
  return countries.getName(country, "en", { select: "official" }) ?? code;
}

/** Alpha-2 of an ISO 3166-1 numeric code (`826` → `GB`), or null for the few shapes without one. */
export function alpha2OfNumeric(numeric: string): string | null {
  return countries.numericToAlpha2(numeric) ?? null;
}
