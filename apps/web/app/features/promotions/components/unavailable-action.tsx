import { useId, useState } from "react";
import styles from "./promotions.module.css";

/**
 * The action of a promotion the player cannot take now: a button that stays focusable (so keyboard and
 * screen-reader users reach it and hear why) but does nothing, with the spec's tooltip. The tooltip shows
 * on hover, on focus and on a tap (phones have no hover), and Escape hides it (WCAG 1.4.13); its text is
 * the button's description either way.
 */
export function UnavailableAction({ label, reasons }: { label: string; reasons: readonly string[] }) {
  const tooltipId = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <span className={styles.tooltipAnchor} onMouseEnter={() => setIsOpen(true)} onMouseLeave={() => setIsOpen(false)}>
      <button
        type="button"
        className={styles.unavailable}
        aria-disabled="true"
        aria-describedby={tooltipId}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setIsOpen(false);
        }}
      >
        {label}
      </button>
      <span id={tooltipId} role="tooltip" className={styles.tooltip} hidden={!isOpen}>
        {reasons.join(" ")}
      </span>
    </span>
  );
}
