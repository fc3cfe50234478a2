export { dictionaryOf, type RootBasics } from "./root-basics";
export { STATIC_INFO_RELOAD_DELAY_MS, useAfterSignOut } from "./use-after-sign-out";
export {
  type PageViewer,
  useAppInitFact,
  useBrand,
  useIsGuest,
  useLocale,
  useViewer,
} from "./use-page-basics";
export { playerHomePath, type Session, useSession } from "./use-session";
