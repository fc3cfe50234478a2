import type { Page } from "@playwright/test";

/**
 * Collects what the page reports as broken from now on: console errors (React's hydration mismatches
 * among them, and failed requests with their address) and uncaught exceptions. The test asserts the list
 * is empty at the end; `expected` leaves out the errors a test provokes on purpose.
 */
export function collectConsoleErrors(page: Page, expected: readonly RegExp[] = []): string[] {
  const errors: string[] = [];
  const note = (text: string) => {
    if (!expected.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    note(`console: ${message.text()}${url ? ` (${url})` : ""}`);
  });
  page.on("pageerror", (error) => note(`page error: ${error.message}`));
  return errors;
}
