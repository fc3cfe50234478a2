// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Trans } from "./trans";
import { createTranslator } from "./translator";
import { TranslationsProvider } from "./use-translation";

const dictionary = {
  "terms.label": "I accept the <terms>Terms<hidden> (opens in a new tab)</hidden></terms>.",
  "support.text": "Write to <mail>{{email}}</mail> today.",
};

function renderTrans(node: React.ReactNode) {
  return render(
    <TranslationsProvider translator={createTranslator("en", dictionary)}>{node}</TranslationsProvider>,
  ).container;
}

describe("Trans", () => {
  it("puts the text between a text's tags into the named components, nested too", () => {
    const container = renderTrans(
      <Trans
        i18nKey="terms.label"
        components={{ terms: <a href="/page/terms">x</a>, hidden: <span className="hidden" /> }}
      />,
    );
    expect(container.innerHTML).toBe(
      'I accept the <a href="/page/terms">Terms<span class="hidden"> (opens in a new tab)</span></a>.',
    );
  });

  it("fills placeholders inside the tags, and a value can never add markup", () => {
    const components = { mail: <a href="mailto:x">x</a> };
    expect(
      renderTrans(
        <Trans i18nKey="support.text" values={{ email: "help@example.com" }} components={components} />,
      ).textContent,
    ).toBe("Write to help@example.com today.");
    const container = renderTrans(
      <Trans i18nKey="support.text" values={{ email: "<b>bold</b>" }} components={components} />,
    );
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe("Write to <b>bold</b> today.");
  });
});
