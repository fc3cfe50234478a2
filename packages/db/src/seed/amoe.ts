import { BRAND_IDS, BRANDS, type BrandId } from "@casino/contracts";

/**
 * Free entries by mail per brand (issue #13, decision 042): 5.00 Entries per letter, one letter credited
 * per player per day, and a postal address of the brand's own (operators change all three in the back
 * office; the seed never overwrites them).
 */
const DEFAULT_ENTRIES_PER_REQUEST = 500n;

export function amoeSettingFor(brandId: BrandId) {
  const name = BRANDS[brandId].name;
  return {
    brandId,
    entriesPerRequest: DEFAULT_ENTRIES_PER_REQUEST,
    maxCreditsPerPeriod: 1,
    periodDays: 1,
    mailingAddress: `${name} Free Entries\nPO Box ${4100 + BRAND_IDS.indexOf(brandId)}\nWilmington, DE 19850\nUnited States`,
  };
}
