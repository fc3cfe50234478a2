import { describe, expect, it } from "vitest";
import { csvField } from "./audit-log.csv";

describe("a CSV field of the audit export", () => {
  it("is quoted with quotes doubled, and JSON for objects", () => {
    expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvField(null)).toBe('""');
  });

  it("never starts with what a spreadsheet runs as a formula", () => {
    for (const formula of ["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(csvField(formula)).toBe(`"'${formula}"`);
    }
  });
});
