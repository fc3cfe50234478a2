import type { Locale } from "@casino/contracts";
import type { LegalSection } from "../schema";
import { howItWorksPage } from "./legal-pages/how-it-works";
import type { BrandDetails, LegalPageText } from "./legal-pages/page-text";
import { privacyPolicyPage } from "./legal-pages/privacy-policy";
import { responsiblePlayPage } from "./legal-pages/responsible-play";
import { sweepstakesRulesPage } from "./legal-pages/sweepstakes-rules";
import { termsPage } from "./legal-pages/terms";

export const LEGAL_PAGE_NAMES = [
  "terms",
  "privacy-policy",
  "sweepstakes-rules",
  "responsible-play",
  // Not a legal page, but plain text the same operators edit the same way (issue #14: `/how-it-works`).
  "how-it-works",
] as const;
export type LegalPageName = (typeof LEGAL_PAGE_NAMES)[number];

export interface LegalPageSeed {
  name: LegalPageName;
  locale: Locale;
  title: string;
  sections: LegalSection[];
}

const PAGES: Record<LegalPageName, (details: BrandDetails) => LegalPageText> = {
  terms: termsPage,
  "privacy-policy": privacyPolicyPage,
  "sweepstakes-rules": sweepstakesRulesPage,
  "responsible-play": responsiblePlayPage,
  "how-it-works": howItWorksPage,
};

/** The legal pages of one brand in every locale, with the brand's name and support email filled in. */
export function legalPagesFor(brandName: string, supportEmail: string): LegalPageSeed[] {
  return LEGAL_PAGE_NAMES.flatMap((name) => {
    const page = PAGES[name]({ brand: brandName, email: supportEmail });
    return (["en", "es"] as const).map((locale) => ({
      name,
      locale,
      title: page.title[locale],
      sections: page.sections[locale],
    }));
  });
}
