import { Button } from "@casino/ui";
import { useEffect, useId, useRef, useState } from "react";

/** Time for the pointer to travel from the button onto its tooltip before the tooltip hides. */
const HIDE_DELAY_MS = 150;

/**
 * The Buy of an offer the player cannot buy now, with the reasons as its tooltip (spec §8). The button
 * stays focusable (`aria-disabled`, not `disabled`) so keyboard users reach it, and it is described by
 * the tooltip, so screen readers read the reasons; the tooltip shows on hover and focus, stays while the
 * pointer moves onto it, and Escape hides it before it would close the cash box (WCAG 1.4.13).
 */
export function UnavailableBuy({ label, reasons }: { label: string; reasons: readonly string[] }) {
  const tipId = useId();
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);
  const isShown = (isHovered || isFocused) && !isDismissed;

  const enter = () => {
    window.clearTimeout(hideTimer.current);
    setIsHovered(true);
  };
  const leave = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => {
      setIsHovered(false);
      setIsDismissed(false);
    }, HIDE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  useEffect(() => {
    if (!isShown) return;
    // On the window, in the capture phase: ahead of the dialog's own Escape listener on the document.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setIsDismissed(true);
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, [isShown]);

  return (
    <span data-part="tip-host">
      <Button
        block
        aria-disabled="true"
        aria-describedby={tipId}
        data-part="unavailable-buy"
        onMouseEnter={enter}
        onMouseLeave={leave}
        onFocus={() => setIsFocused(true)}
        onBlur={() => {
          setIsFocused(false);
          setIsDismissed(false);
        }}
      >
        {label}
      </Button>
      <span
        role="tooltip"
        id={tipId}
        data-part="tip"
        data-shown={isShown || undefined}
        onMouseEnter={enter}
        onMouseLeave={leave}
      >
        {reasons.map((reason) => (
          <span key={reason} data-part="tip-line">
            {reason}
          </span>
        ))}
      </span>
    </span>
  );
}
