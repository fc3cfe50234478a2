export { LegalPageView } from "./components/legal-page-view";
export { legalPageQuery } from "./legal-page-query";
