export { Badge } from "./badge";
export { BREAKPOINTS, type Breakpoint, DESKTOP_SHELL_BREAKPOINT, mediaUp } from "./breakpoints";
export {
  Button,
  type ButtonLook,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from "./button";
export { dialogPanelClassNames } from "./dialog-panel";
export { describedBy, type FieldControlProps, FieldShell, type FieldShellProps } from "./field-shell";
export { MaskIcon } from "./mask-icon";
export { menuLinksClassNames } from "./menu-links";
export { VisuallyHidden, visuallyHiddenClassName } from "./visually-hidden";
