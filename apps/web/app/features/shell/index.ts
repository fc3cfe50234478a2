export { AppShell, type ShellSlots } from "./components/app-shell";
export { AuthButtons } from "./components/auth-buttons";
export { LocaleSwitcher } from "./components/locale-switcher";
export { MinimalShell } from "./components/minimal-shell";
export { NotFoundPage, PageErrorMessage } from "./components/not-found-page";
export { CurrentPathNotFound, NotFoundOrPageError } from "./components/route-errors";
export { type ShellData, useShellData } from "./hooks/use-shell-data";
export { metaTranslator, notFoundMeta, pageMeta } from "./meta/page-meta";
export { isMenuItemVisible, type Viewer, visibleMenuItems } from "./model/menu-visibility";
