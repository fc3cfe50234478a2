import { expect, type Locator } from "@playwright/test";

/**
 * Asserts that nothing is painted over the centre of the element, which must be on screen: what a person
 * sees there is the element itself. Unlike a click, this also catches layers that let pointer events through (a modal makes the rest
 * of the page `pointer-events: none`, yet whatever is drawn on top still hides what lies below).
 */
export async function expectPaintedOnTop(target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  const cover = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = document.createElement("style");
    style.textContent = "* { pointer-events: auto !important; }";
    document.head.append(style);
    try {
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (top === null || element.contains(top)) return null;
      return top.closest("section, nav, div")?.outerHTML.slice(0, 120) ?? top.tagName;
    } finally {
      style.remove();
    }
  });
  expect(cover, `something is drawn over ${target}`).toBeNull();
}
