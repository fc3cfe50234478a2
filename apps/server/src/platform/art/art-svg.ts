import { drawMotif, isMotif, MOTIF_NAMES, REEL_SYMBOLS } from "./art-motifs";
import { escapeXml, hashKey, isHexColor, paletteFromKey, seededRandom, shade } from "./art-palette";

/** Stored art theme (see `game.art_theme`): operator-editable, so every field is checked before use. */
export interface ArtThemeInput {
  colors?: unknown;
  motif?: unknown;
  symbols?: unknown;
}

export interface GameArtSource {
  artKey: string;
  title: string;
  providerName: string;
  theme: ArtThemeInput | null;
}

export interface BannerArtSource {
  artKey: string;
  theme: ArtThemeInput | null;
}

interface Theme {
  colors: [string, string, string];
  motif: string;
  symbols: [string, string, string];
}

/** Card size at 1x; the 2x image is the same drawing at twice the pixels. */
export const CARD_SIZE = { width: 240, height: 320 } as const;
export const BANNER_SIZE = { width: 720, height: 300 } as const;

const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/** A usable theme from whatever is stored: bad colours or motifs fall back to ones derived from the key. */
export function normalizeTheme(key: string, theme: ArtThemeInput | null): Theme {
  const fallback = paletteFromKey(key);
  const stored = Array.isArray(theme?.colors) ? theme.colors : [];
  const colors = fallback.map((color, i) => (isHexColor(stored[i]) ? stored[i] : color)) as Theme["colors"];
  const hash = hashKey(key);
  const motif = isMotif(theme?.motif) ? theme.motif : (MOTIF_NAMES[hash % MOTIF_NAMES.length] as string);
  const storedSymbols = Array.isArray(theme?.symbols) ? theme.symbols.filter(isMotif) : [];
  const others = REEL_SYMBOLS.filter((name) => name !== motif);
  const symbols = [
    storedSymbols[0] ?? others[hash % others.length],
    storedSymbols[1] ?? motif,
    storedSymbols[2] ?? others[(hash >>> 8) % others.length],
  ] as Theme["symbols"];
  return { colors, motif, symbols };
}

/** Splits a title into at most two lines of similar length. */
export function wrapTitle(title: string): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1 || title.length <= 13) return [title.trim()];
  let best: string[] = [title];
  let bestLength = Number.POSITIVE_INFINITY;
  for (let split = 1; split < words.length; split++) {
    const lines = [words.slice(0, split).join(" "), words.slice(split).join(" ")];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLength) {
      best = lines;
      bestLength = longest;
    }
  }
  return best;
}

const svgOpen = (width: number, height: number, density: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width * density}" height="${height * density}" viewBox="0 0 ${width} ${height}">`;

function motifAt(name: string, x: number, y: number, size: number, paint: Parameters<typeof drawMotif>[1]) {
  const scale = size / 100;
  return `<g transform="translate(${(x - size / 2).toFixed(1)} ${(y - size / 2).toFixed(1)}) scale(${scale.toFixed(3)})">${drawMotif(name, paint)}</g>`;
}

function defs(theme: Theme, width: number, height: number) {
  const [from, to, accent] = theme.colors;
  return (
    "<defs>" +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(to, 0.08)}"/><stop offset="1" stop-color="${from}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.4" r="0.55"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(accent, 0.55)}"/><stop offset="0.5" stop-color="${accent}"/><stop offset="1" stop-color="${shade(accent, -0.35)}"/></linearGradient>` +
    `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="0.45" stop-color="#000000" stop-opacity="0.55"/><stop offset="1" stop-color="#000000" stop-opacity="0.8"/></linearGradient>` +
    `<linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${shade(accent, 0.35)}"/></linearGradient>` +
    `<clipPath id="frame"><rect width="${width}" height="${height}" rx="${Math.round(width / 15)}"/></clipPath>` +
    "</defs>"
  );
}

/** Sunburst rays and scattered sparks, seeded by the key so each game's backdrop is its own. */
function backdrop(key: string, theme: Theme, width: number, height: number, cx: number, cy: number) {
  const random = seededRandom(hashKey(key));
  const rayCount = 12 + Math.floor(random() * 8);
  const reach = Math.hypot(width, height);
  const rays: string[] = [];
  for (let i = 0; i < rayCount; i += 2) {
    const a1 = (i / rayCount) * Math.PI * 2;
    const a2 = ((i + 1) / rayCount) * Math.PI * 2;
    rays.push(
      `${cx},${cy} ${(cx + reach * Math.cos(a1)).toFixed(0)},${(cy + reach * Math.sin(a1)).toFixed(0)} ${(cx + reach * Math.cos(a2)).toFixed(0)},${(cy + reach * Math.sin(a2)).toFixed(0)}`,
    );
  }
  const sparks: string[] = [];
  for (let i = 0; i < 16; i++) {
    const x = (random() * width).toFixed(0);
    const y = (random() * height).toFixed(0);
    const r = (1 + random() * 3).toFixed(1);
    const opacity = (0.2 + random() * 0.5).toFixed(2);
    sparks.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${theme.colors[2]}" opacity="${opacity}"/>`);
  }
  return (
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    rays.map((points) => `<polygon points="${points}" fill="#ffffff" opacity="0.06"/>`).join("") +
    `<ellipse cx="${cx}" cy="${cy}" rx="${width * 0.6}" ry="${height * 0.45}" fill="url(#glow)"/>` +
    sparks.join("")
  );
}

/** A game's card: backdrop, its motif, a reel window of three symbols, the title and the studio. */
export function gameCardSvg(source: GameArtSource, density: number): string {
  const { width, height } = CARD_SIZE;
  const theme = normalizeTheme(source.artKey, source.theme);
  const accent = theme.colors[2];
  const paint = { fill: "url(#metal)", line: shade(accent, -0.6), detail: shade(accent, 0.7) };
  const lines = wrapTitle(source.title);
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.max(14, Math.min(28, Math.floor(212 / (longest * 0.66))));
  const titleTop = lines.length === 1 ? 280 : 264;
  const title = lines
    .map(
      (line, i) =>
        `<text x="120" y="${titleTop + i * (fontSize + 2)}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="url(#ink)" stroke="${shade(theme.colors[0], -0.5)}" stroke-width="3" paint-order="stroke">${escapeXml(line)}</text>`,
    )
    .join("");
  const cells = theme.symbols
    .map((symbol, i) => {
      const x = 62 + i * 58;
      return (
        `<rect x="${x - 25}" y="184" width="50" height="50" rx="9" fill="#000000" opacity="0.35" stroke="${accent}" stroke-opacity="0.7" stroke-width="1.5"/>` +
        motifAt(symbol, x, 209, 36, paint)
      );
    })
    .join("");
  return (
    svgOpen(width, height, density) +
    defs(theme, width, height) +
    `<g clip-path="url(#frame)">` +
    backdrop(source.artKey, theme, width, height, 120, 104) +
    `<g opacity="0.35">${motifAt(theme.motif, 126, 112, 128, { fill: "#000000", line: "#000000", detail: "#000000" })}</g>` +
    motifAt(theme.motif, 120, 104, 128, paint) +
    cells +
    `<rect y="232" width="${width}" height="88" fill="url(#band)"/>` +
    title +
    `<text x="120" y="310" text-anchor="middle" font-family="${FONT}" font-size="9" font-weight="700" letter-spacing="2" fill="#ffffff" opacity="0.75">${escapeXml(source.providerName.toUpperCase())}</text>` +
    "</g>" +
    `<rect x="3" y="3" width="${width - 6}" height="${height - 6}" rx="14" fill="none" stroke="${accent}" stroke-opacity="0.65" stroke-width="3"/>` +
    "</svg>"
  );
}

/** A banner backdrop without text (the page sets the localised title over its calmer left side). */
export function bannerSvg(source: BannerArtSource, density: number): string {
  const { width, height } = BANNER_SIZE;
  const theme = normalizeTheme(source.artKey, source.theme);
  const accent = theme.colors[2];
  const paint = { fill: "url(#metal)", line: shade(accent, -0.6), detail: shade(accent, 0.7) };
  const random = seededRandom(hashKey(`${source.artKey}:floating`));
  const spots = [
    [400, 80],
    [680, 56],
    [690, 246],
  ] as const;
  const floating = theme.symbols
    .map((symbol, i) => {
      const [x, y] = spots[i] ?? spots[0];
      return motifAt(symbol, x + random() * 24, y + random() * 24, 40 + random() * 18, paint);
    })
    .join("");
  return (
    svgOpen(width, height, density) +
    defs(theme, width, height) +
    backdrop(source.artKey, theme, width, height, 560, 150) +
    `<g opacity="0.55">${floating}</g>` +
    `<g opacity="0.35">${motifAt(theme.motif, 568, 158, 220, { fill: "#000000", line: "#000000", detail: "#000000" })}</g>` +
    motifAt(theme.motif, 560, 150, 220, paint) +
    `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${theme.colors[0]}" stop-opacity="0.7"/><stop offset="0.65" stop-color="${theme.colors[0]}" stop-opacity="0"/></linearGradient>` +
    `<rect width="${width}" height="${height}" fill="url(#calm)"/>` +
    "</svg>"
  );
}

/** A game's wordmark (`logo` of the catalogue): its motif and title. */
export function gameLogoSvg(source: GameArtSource): string {
  const theme = normalizeTheme(source.artKey, source.theme);
  const accent = theme.colors[2];
  const paint = { fill: accent, line: shade(accent, -0.6), detail: shade(accent, 0.7) };
  const fontSize = Math.max(12, Math.min(30, Math.floor(220 / (source.title.length * 0.7))));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96">` +
    motifAt(theme.motif, 44, 48, 72, paint) +
    `<text x="88" y="${48 + fontSize * 0.35}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${shade(accent, 0.4)}" stroke="${theme.colors[0]}" stroke-width="3" paint-order="stroke">${escapeXml(source.title)}</text>` +
    "</svg>"
  );
}

/** A studio's logo: an emblem drawn from its slug and its name. */
export function providerLogoSvg(slug: string, name: string): string {
  const theme = normalizeTheme(slug, null);
  const accent = theme.colors[2];
  const paint = { fill: accent, line: shade(accent, -0.6), detail: shade(accent, 0.7) };
  const fontSize = Math.max(10, Math.min(22, Math.floor(156 / (name.length * 0.7))));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="72" viewBox="0 0 240 72">` +
    `<circle cx="36" cy="36" r="30" fill="${theme.colors[1]}" stroke="${accent}" stroke-width="3"/>` +
    motifAt(theme.motif, 36, 36, 40, paint) +
    `<text x="76" y="${36 + fontSize * 0.35}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#f5f5f5" stroke="#111111" stroke-width="3" paint-order="stroke">${escapeXml(name)}</text>` +
    "</svg>"
  );
}

/** A black silhouette icon (24 × 24), like the web app's menu icons, usable as a CSS mask. */
export function iconSvg(name: string): string {
  const paint = { fill: "#000000", line: "#000000", detail: "none" };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 100 100">${drawMotif(name, paint)}</svg>`;
}
