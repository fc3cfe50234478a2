import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSimulationSource, type RandomSource } from "../house-games/random";
import { AMOE_CODE_ALPHABET, generateAmoeCode, normalizeAmoeCode } from "./code";

const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/;

describe("mail-in request codes", () => {
  it("are ten characters without look-alikes, grouped in two fives", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(generateAmoeCode(createSimulationSource(seed))).toMatch(CODE);
      }),
    );
    for (const lookAlike of ["0", "O", "1", "I", "L"]) expect(AMOE_CODE_ALPHABET).not.toContain(lookAlike);
  });

  it("come from the injected source, so the same draws give the same code", () => {
    const draws = (values: number[]): RandomSource => {
      let i = 0;
      return { nextUint32: () => values[i++ % values.length] as number };
    };
    // 0 maps to the first letter of the alphabet, the top of the range to the last.
    expect(generateAmoeCode(draws([0]))).toBe("22222-22222");
    expect(generateAmoeCode(draws([2 ** 32 - 1 - 2 ** 32 / 31]))).toMatch(CODE);
    expect(generateAmoeCode(createSimulationSource(7))).toBe(generateAmoeCode(createSimulationSource(7)));
  });

  it("rarely repeat: ten thousand draws give ten thousand codes", () => {
    const source = createSimulationSource(42);
    const codes = new Set(Array.from({ length: 10_000 }, () => generateAmoeCode(source)));
    expect(codes.size).toBe(10_000);
  });

  it("read back however they were typed: case, spaces and dashes do not matter", () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom("", " ", "-", " - ", "\t"), (seed, separator) => {
        const code = generateAmoeCode(createSimulationSource(seed));
        const raw = code.replace("-", "");
        const typed = `  ${raw.slice(0, 3).toLowerCase()}${separator}${raw.slice(3, 7)}${separator}${raw.slice(7).toLowerCase()} `;
        expect(normalizeAmoeCode(typed)).toBe(code);
      }),
    );
  });

  it("refuse what cannot be a code: wrong length or a look-alike character", () => {
    expect(normalizeAmoeCode("ABCDE-FGHJ")).toBeNull();
    expect(normalizeAmoeCode("ABCDE-FGHJKM")).toBeNull();
    expect(normalizeAmoeCode("ABCDE-FGH0K")).toBeNull();
    expect(normalizeAmoeCode("ABCDE-FGHIK")).toBeNull();
    expect(normalizeAmoeCode("")).toBeNull();
    expect(normalizeAmoeCode("abcde fghjk")).toBe("ABCDE-FGHJK");
  });
});
