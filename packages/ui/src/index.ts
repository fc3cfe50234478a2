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
export { cardClassNames } from "./card";
export { dialogPanelClassNames } from "./dialog-panel";
export { describedBy, type FieldControlProps, FieldShell, type FieldShellProps } from "./field-shell";
export { IconButton } from "./icon-button";
export { MaskIcon } from "./mask-icon";
export { menuLinksClassNames } from "./menu-links";
export { Page, pageClassNames, Section } from "./section";
export { StrokeIcon } from "./stroke-icon";
export { VisuallyHidden, visuallyHiddenClassName } from "./visually-hidden";
