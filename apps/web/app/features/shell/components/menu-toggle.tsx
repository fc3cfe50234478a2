import { MaskIcon } from "@casino/ui";
import type { MouseEvent, ReactNode } from "react";

/** Whether the menu drawer is open, and how to open it: what every menu toggle of the shell takes. */
export interface MenuToggleProps {
  isMenuOpen: boolean;
  onMenuOpen: (event: MouseEvent<HTMLElement>) => void;
}

/** The button that opens the menu drawer (in the header on tablets, in the bottom bar on phones). */
export function MenuToggle({
  isMenuOpen,
  onMenuOpen,
  className,
  children,
}: MenuToggleProps & { className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={isMenuOpen}
      onClick={onMenuOpen}
    >
      <MaskIcon src="/icons/menu.svg" />
      {children}
    </button>
  );
}
