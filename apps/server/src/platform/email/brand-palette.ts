import type { BrandId } from "@casino/contracts";

/**
 * The brand colours an email needs, copied from the brand themes of `@casino/ui` (CSS custom properties
 * under `[data-brand]`): email clients do not read CSS variables, so the values are inlined. A test keeps
 * them equal to the theme files.
 */
export interface EmailPalette {
  bg: string;
  surface: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryText: string;
  border: string;
}

export const EMAIL_PALETTES: Readonly<Record<BrandId, EmailPalette>> = {
  funrize: {
    bg: "#1a0f3c",
    surface: "#261758",
    text: "#ffffff",
    textMuted: "#cfc3f2",
    primary: "#ffc233",
    primaryText: "#1a0f3c",
    border: "#4a3590",
  },
  tao: {
    bg: "#0c231d",
    surface: "#133329",
    text: "#f4f1e6",
    textMuted: "#bcd3c6",
    primary: "#e0b34a",
    primaryText: "#1a1407",
    border: "#2f5a4b",
  },
  nlc: {
    bg: "#08122e",
    surface: "#101d45",
    text: "#f2f5ff",
    textMuted: "#b3bfe6",
    primary: "#ffd400",
    primaryText: "#0a1128",
    border: "#2a3b78",
  },
  fortuneWheelz: {
    bg: "#fff7e8",
    surface: "#ffffff",
    text: "#2b1605",
    textMuted: "#6a4a2c",
    primary: "#b93a0b",
    primaryText: "#ffffff",
    border: "#e6cfa8",
  },
  funzCity: {
    bg: "#052229",
    surface: "#0b3540",
    text: "#effcff",
    textMuted: "#a8d3de",
    primary: "#ff8a2a",
    primaryText: "#1f0d00",
    border: "#1f5966",
  },
  jackpotRabbit: {
    bg: "#f4f2ff",
    surface: "#ffffff",
    text: "#1b1538",
    textMuted: "#4f4873",
    primary: "#c0135f",
    primaryText: "#ffffff",
    border: "#d3cbf2",
  },
  sws: {
    bg: "#160609",
    surface: "#240b11",
    text: "#fff3f4",
    textMuted: "#e3b9c0",
    primary: "#ff4d6a",
    primaryText: "#1a0309",
    border: "#55202c",
  },
  product: {
    bg: "#f6f8fb",
    surface: "#ffffff",
    text: "#0f172a",
    textMuted: "#475569",
    primary: "#4338ca",
    primaryText: "#ffffff",
    border: "#cbd5e1",
  },
  stormrush: {
    bg: "#07090d",
    surface: "#10151d",
    text: "#e9f3ff",
    textMuted: "#a3b4cc",
    primary: "#19e3ff",
    primaryText: "#00141a",
    border: "#2a3648",
  },
};
