import type { ComponentPropsWithRef } from "react";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the width of its container. */
  block?: boolean;
  className?: string;
}

/** The button look as a class name, for links that navigate but must look like buttons. */
export function buttonClassName({
  variant = "primary",
  size = "md",
  block = false,
  className,
}: ButtonLook = {}) {
  return [styles.button, styles[variant], styles[size], block ? styles.block : null, className]
    .filter(Boolean)
    .join(" ");
}

export type ButtonProps = ComponentPropsWithRef<"button"> & ButtonLook;

/** A native button on the brand tokens; `type` defaults to "button" so it never submits by accident. */
export function Button({ variant, size, block, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, block, className })} {...props} />;
}
