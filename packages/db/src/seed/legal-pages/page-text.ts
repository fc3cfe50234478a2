import type { LegalSection } from "../../schema";

/** What a legal page needs to know about the brand it is printed for. */
export interface BrandDetails {
  brand: string;
  email: string;
}

/** One legal page in every locale. */
export interface LegalPageText {
  title: { en: string; es: string };
  sections: { en: LegalSection[]; es: LegalSection[] };
}

/** The (fictional) company that runs every brand; the pages name it as the operator and sponsor. */
export const OPERATOR = "Lanternfield Interactive, LLC";

export const section = (heading: string, ...paragraphs: string[]): LegalSection => ({ heading, paragraphs });
