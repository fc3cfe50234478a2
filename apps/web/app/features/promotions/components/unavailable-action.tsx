import { useId, useState } from "react";
import styles from "./promotions.module.css";

/**
 * The action of a promotion the player cannot take now: a button that stays focusable (so keyboard and
 * screen-reader users reach it and hear why) but does nothing, with the spec's tooltip. The tooltip shows
 * on focus, on a tap (phones have no hover) and while the pointer is over the button or the tooltip
 * (CSS), and Escape hides it (WCAG 1.4.13); its text is the button's description either way.
 */
export function UnavailableAction({ label, reasons }: { label: string; reasons: readonly string[] }) {
  const tooltipId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const open = () => {
    setIsOpen(true);
    setIsDismissed(false);
  };
  return (
    <span className={styles.tooltipAnchor}>
      <button
        type="button"
        className={styles.unavailable}
        aria-disabled="true"
        aria-describedby={tooltipId}
        onFocus={open}
        onBlur={() => setIsOpen(false)}
        onMouseEnter={() => setIsDismissed(false)}
        onClick={() => (isOpen ? setIsOpen(false) : open())}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          setIsOpen(false);
          setIsDismissed(true);
        }}
      >
        {label}
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className={isDismissed ? `${styles.tooltip} ${styles.dismissed}` : styles.tooltip}
        hidden={!isOpen}
      >
        {reasons.join(" ")}
      </span>
    </span>
  );
}
