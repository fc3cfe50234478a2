export { LegalPageView } from "./components/legal-page-view";
export { TermsCheck } from "./components/terms-check";
export { legalPageQuery } from "./legal-page-query";
