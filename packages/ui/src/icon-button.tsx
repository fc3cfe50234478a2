import { Button, type ButtonProps } from "./button";
import { MaskIcon } from "./mask-icon";

type IconButtonProps = Omit<ButtonProps, "children" | "aria-label"> & {
  /** The icon's image (a mask tinted with the text colour). */
  icon: string;
  /** What the button does, read by screen readers in place of a visible label. */
  label: string;
};

/** A borderless button showing only an icon (a dialog's close), named for screen readers. */
export function IconButton({ icon, label, variant = "ghost", ...props }: IconButtonProps) {
  return (
    <Button variant={variant} aria-label={label} {...props}>
      <MaskIcon src={icon} />
    </Button>
  );
}
