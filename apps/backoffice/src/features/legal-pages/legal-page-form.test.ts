import { describe, expect, it } from "vitest";
import { sectionsToText, textToSections } from "./legal-page-form";

describe("a legal page's text as the operator types it", () => {
  const sections = [
    { heading: "1. Who we are", paragraphs: ["We run the site.", "Write to support."] },
    { heading: null, paragraphs: ["A section without a heading."] },
  ];

  it("reads back into the same sections it was written from", () => {
    expect(textToSections(sectionsToText(sections))).toEqual(sections);
  });

  it("starts a section at a '## Heading' line and splits paragraphs at blank lines", () => {
    expect(textToSections("Intro line\n\n## Rules\n\nOne.\n\n\nTwo.\n")).toEqual([
      { heading: null, paragraphs: ["Intro line"] },
      { heading: "Rules", paragraphs: ["One.", "Two."] },
    ]);
  });
});
