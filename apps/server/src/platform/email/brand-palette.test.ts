import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BRAND_IDS } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { EMAIL_PALETTES, type EmailPalette } from "./brand-palette";

const THEMES = fileURLToPath(new URL("../../../../../packages/ui/src/theme/brands/", import.meta.url));
const TOKENS: Record<keyof EmailPalette, string> = {
  bg: "--color-bg",
  surface: "--color-surface",
  text: "--color-text",
  textMuted: "--color-text-muted",
  primary: "--color-primary",
  primaryText: "--color-primary-text",
  border: "--color-border",
};

function themeTokens(): Map<string, Map<string, string>> {
  const themes = new Map<string, Map<string, string>>();
  for (const file of readdirSync(THEMES).filter((name) => name.endsWith(".css"))) {
    const css = readFileSync(join(THEMES, file), "utf8");
    const brand = /\[data-brand="([^"]+)"\]/.exec(css)?.[1];
    if (!brand) continue;
    const tokens = new Map<string, string>();
    for (const match of css.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
      if (match[1] && match[2] && !tokens.has(match[1])) tokens.set(match[1], match[2].trim());
    }
    themes.set(brand, tokens);
  }
  return themes;
}

describe("email colours", () => {
  it("are the colours of each brand's web theme, so emails look like the site", () => {
    const themes = themeTokens();
    for (const brand of BRAND_IDS) {
      const tokens = themes.get(brand);
      expect(tokens, `theme of ${brand}`).toBeDefined();
      for (const [key, token] of Object.entries(TOKENS)) {
        expect(EMAIL_PALETTES[brand][key as keyof EmailPalette], `${brand} ${token}`).toBe(
          tokens?.get(token),
        );
      }
    }
  });
});
