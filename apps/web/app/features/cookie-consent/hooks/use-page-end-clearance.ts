import { type RefObject, useEffect } from "react";

/**
 * While a panel floats over the bottom of the page, the page gets that much extra room at its end, so
 * scrolling down still brings the last links (the footer's privacy policy among them) out from under it
 * and keyboard focus never lands on something hidden behind it (WCAG 2.4.11).
 */
export function usePageEndClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const { body } = document;
    const previous = body.style.paddingBottom;
    const update = () => {
      // The panel's own height plus the gap it keeps above whatever it floats on.
      const gap = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) * 0.75;
      body.style.paddingBottom = `${Math.ceil(panel.getBoundingClientRect().height + gap)}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(panel);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = previous;
    };
  }, [ref]);
}
