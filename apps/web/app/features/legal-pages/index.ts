export { LegalPageView } from "./components/legal-page-view";
export { isLegalPageName, legalPageQuery } from "./legal-page-query";
