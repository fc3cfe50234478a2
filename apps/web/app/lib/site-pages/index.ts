export { BUILT_FEATURES, BUILT_PAGES, isLinkAvailable } from "./site-pages";
