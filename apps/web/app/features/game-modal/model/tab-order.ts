const FOCUSABLE = "a[href], button, input, select, textarea, iframe, [tabindex]";

/** Elements Tab can reach: focusable, enabled, shown and not inside something inert. */
function tabbables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.hasAttribute("disabled") &&
      element.closest("[inert], [hidden]") === null &&
      (element.checkVisibility?.() ?? true),
  );
}

/**
 * Shift+Tab on the first control of the open game leads out of it to what comes before it (the header
 * above the game; the page the game covers is inert), as Tab order does on any page. Answers whether
 * focus moved, so the caller stops the dialog from wrapping focus round to its own last control.
 */
export function focusBefore(container: HTMLElement, from: EventTarget | null): boolean {
  const inside = tabbables(container);
  if (inside.length === 0 || inside[0] !== from) return false;
  const before = tabbables(container.ownerDocument).filter(
    (element) =>
      !container.contains(element) &&
      (container.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0,
  );
  const target = before.at(-1);
  if (!target) return false;
  target.focus();
  return true;
}
