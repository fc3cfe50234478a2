export { redirectForPage, type UrlRedirect } from "./url-rules";
