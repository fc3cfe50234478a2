/**
 * Geometric symbols of the generated artwork, each drawn in a 100 × 100 box. `fill` is the body paint
 * (a colour or a gradient url), `line` the outline, `detail` the inner strokes and highlights.
 */
type Paint = { fill: string; line: string; detail: string };
type Motif = (paint: Paint) => string;

function starPoints(cx: number, cy: number, outer: number, inner: number, points: number, turn = -90) {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((turn + (i * 180) / points) * Math.PI) / 180;
    coords.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return coords.join(" ");
}

const outline = (line: string, width = 3) =>
  `stroke="${line}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

const MOTIFS: Record<string, Motif> = {
  gem: ({ fill, line, detail }) =>
    `<polygon points="20,36 34,14 66,14 80,36 50,88" fill="${fill}" ${outline(line)}/>` +
    `<path d="M20 36 H80 M34 14 L42 36 L50 88 L58 36 L66 14" fill="none" ${outline(detail, 2)}/>`,
  diamond: ({ fill, line, detail }) =>
    `<polygon points="50,6 90,50 50,94 10,50" fill="${fill}" ${outline(line)}/>` +
    `<polygon points="50,24 72,50 50,76 28,50" fill="none" ${outline(detail, 2)}/>`,
  star: ({ fill, line, detail }) =>
    `<polygon points="${starPoints(50, 53, 44, 19, 5)}" fill="${fill}" ${outline(line)}/>` +
    `<polygon points="${starPoints(50, 53, 20, 9, 5)}" fill="${detail}" opacity="0.45"/>`,
  sparkle: ({ fill, line }) =>
    `<polygon points="${starPoints(50, 50, 46, 11, 4)}" fill="${fill}" ${outline(line)}/>` +
    `<polygon points="${starPoints(80, 20, 12, 3, 4)}" fill="${fill}"/>`,
  crown: ({ fill, line, detail }) =>
    `<path d="M14 74 L14 34 L32 52 L50 20 L68 52 L86 34 L86 74 Z" fill="${fill}" ${outline(line)}/>` +
    `<rect x="12" y="74" width="76" height="12" rx="3" fill="${fill}" ${outline(line)}/>` +
    `<circle cx="14" cy="32" r="5" fill="${detail}"/><circle cx="50" cy="18" r="6" fill="${detail}"/>` +
    `<circle cx="86" cy="32" r="5" fill="${detail}"/><circle cx="50" cy="60" r="6" fill="${detail}"/>`,
  bolt: ({ fill, line }) =>
    `<polygon points="60,4 20,56 46,56 36,96 80,38 54,38 66,4" fill="${fill}" ${outline(line)}/>`,
  cherry: ({ fill, line, detail }) =>
    `<path d="M34 62 C40 36 52 22 70 12 M66 66 C64 42 66 26 70 12" fill="none" ${outline(detail, 4)}/>` +
    `<path d="M70 12 C80 6 92 12 94 22 C84 26 74 22 70 12 Z" fill="${detail}"/>` +
    `<circle cx="32" cy="70" r="18" fill="${fill}" ${outline(line)}/>` +
    `<circle cx="66" cy="74" r="18" fill="${fill}" ${outline(line)}/>` +
    `<circle cx="26" cy="64" r="5" fill="#ffffff" opacity="0.5"/><circle cx="60" cy="68" r="5" fill="#ffffff" opacity="0.5"/>`,
  bell: ({ fill, line, detail }) =>
    `<path d="M50 10 C30 10 24 28 24 46 C24 62 18 70 12 78 H88 C82 70 76 62 76 46 C76 28 70 10 50 10 Z" fill="${fill}" ${outline(line)}/>` +
    `<circle cx="50" cy="86" r="8" fill="${detail}" ${outline(line, 2)}/>` +
    `<path d="M36 30 C38 24 42 20 48 19" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.5"/>`,
  seven: ({ fill, line, detail }) =>
    `<polygon points="16,12 84,12 84,28 50,92 30,92 62,30 16,30" fill="${fill}" ${outline(line)}/>` +
    `<line x1="22" y1="20" x2="78" y2="20" ${outline(detail, 2)}/>`,
  bar: ({ fill, line, detail }) =>
    [20, 42, 64]
      .map(
        (y) =>
          `<rect x="12" y="${y}" width="76" height="16" rx="5" fill="${fill}" ${outline(line)}/>` +
          `<rect x="20" y="${y + 5}" width="60" height="6" rx="3" fill="${detail}" opacity="0.6"/>`,
      )
      .join(""),
  coin: ({ fill, line, detail }) =>
    `<circle cx="50" cy="50" r="42" fill="${fill}" ${outline(line)}/>` +
    `<circle cx="50" cy="50" r="31" fill="none" ${outline(detail, 3)}/>` +
    `<polygon points="${starPoints(50, 51, 18, 8, 5)}" fill="${detail}"/>`,
  fish: ({ fill, line, detail }) =>
    `<path d="M12 50 C28 22 62 20 78 50 C62 80 28 78 12 50 Z" fill="${fill}" ${outline(line)}/>` +
    `<polygon points="76,50 96,30 96,70" fill="${fill}" ${outline(line)}/>` +
    `<circle cx="30" cy="46" r="5" fill="${detail}"/>` +
    `<path d="M46 34 C52 44 52 56 46 66" fill="none" ${outline(detail, 2)}/>`,
  wave: ({ fill, line, detail }) =>
    `<path d="M6 70 C20 40 44 26 64 34 C82 42 78 64 62 62 C50 60 54 48 62 50 C58 40 40 44 36 64 C34 76 46 90 94 88 L94 94 L6 94 Z" fill="${fill}" ${outline(line)}/>` +
    `<path d="M10 84 C30 78 50 84 70 80" fill="none" ${outline(detail, 2)}/>`,
  moon: ({ fill, line, detail }) =>
    `<path d="M66 8 A42 42 0 1 0 66 92 A34 34 0 1 1 66 8 Z" fill="${fill}" ${outline(line)}/>` +
    `<polygon points="${starPoints(78, 36, 9, 3.5, 4)}" fill="${detail}"/>`,
  sun: ({ fill, line, detail }) =>
    `<polygon points="${starPoints(50, 50, 46, 28, 12)}" fill="${fill}" ${outline(line, 2)}/>` +
    `<circle cx="50" cy="50" r="22" fill="${detail}" ${outline(line, 2)}/>`,
  leaf: ({ fill, line, detail }) =>
    `<path d="M16 84 C14 40 44 12 88 12 C88 58 60 86 16 84 Z" fill="${fill}" ${outline(line)}/>` +
    `<path d="M16 84 C40 60 58 42 76 26 M40 62 L38 44 M54 48 L68 50" fill="none" ${outline(detail, 2.5)}/>`,
  clover: ({ fill, line, detail }) =>
    [
      [50, 28],
      [72, 50],
      [50, 72],
      [28, 50],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="18" fill="${fill}" ${outline(line)}/>`)
      .join("") +
    `<circle cx="50" cy="50" r="8" fill="${detail}"/>` +
    `<path d="M56 60 C62 76 70 86 80 94" fill="none" ${outline(line, 4)}/>`,
  flame: ({ fill, line, detail }) =>
    `<path d="M50 6 C58 26 80 38 80 62 C80 82 66 94 50 94 C34 94 20 82 20 62 C20 46 30 38 34 26 C38 38 44 42 46 44 C48 30 46 18 50 6 Z" fill="${fill}" ${outline(line)}/>` +
    `<path d="M50 52 C56 62 64 68 62 80 C60 88 40 88 38 80 C36 70 46 64 50 52 Z" fill="${detail}"/>`,
  heart: ({ fill, line, detail }) =>
    `<path d="M50 88 C20 66 8 50 8 34 C8 20 18 10 31 10 C40 10 46 16 50 22 C54 16 60 10 69 10 C82 10 92 20 92 34 C92 50 80 66 50 88 Z" fill="${fill}" ${outline(line)}/>` +
    `<path d="M24 28 C26 22 30 20 34 20" fill="none" stroke="${detail}" stroke-width="4" stroke-linecap="round"/>`,
  horseshoe: ({ fill, line, detail }) =>
    `<path d="M18 90 L18 46 A32 32 0 0 1 82 46 L82 90 L64 90 L64 48 A14 14 0 0 0 36 48 L36 90 Z" fill="${fill}" ${outline(line)}/>` +
    [
      [27, 78],
      [27, 58],
      [73, 78],
      [73, 58],
      [36, 28],
      [64, 28],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="${detail}"/>`)
      .join(""),
  planet: ({ fill, line, detail }) =>
    `<circle cx="50" cy="50" r="28" fill="${fill}" ${outline(line)}/>` +
    `<ellipse cx="50" cy="52" rx="46" ry="12" fill="none" transform="rotate(-18 50 52)" ${outline(detail, 4)}/>` +
    `<circle cx="40" cy="40" r="6" fill="#ffffff" opacity="0.35"/>`,
  pyramid: ({ fill, line, detail }) =>
    `<polygon points="50,8 94,88 6,88" fill="${fill}" ${outline(line)}/>` +
    `<path d="M28 48 H72 M18 68 H82 M50 8 L62 88" fill="none" ${outline(detail, 2)}/>` +
    `<circle cx="50" cy="30" r="5" fill="${detail}"/>`,
  shell: ({ fill, line, detail }) =>
    `<path d="M50 90 L12 46 C12 22 30 10 50 10 C70 10 88 22 88 46 Z" fill="${fill}" ${outline(line)}/>` +
    `<path d="M50 90 L26 22 M50 90 L50 12 M50 90 L74 22 M50 90 L14 42 M50 90 L86 42" fill="none" ${outline(detail, 2)}/>`,
  anchor: ({ fill, line }) =>
    `<circle cx="50" cy="16" r="9" fill="none" ${outline(line, 6)}/>` +
    `<path d="M50 26 V86 M30 40 H70 M14 58 C18 80 34 88 50 88 C66 88 82 80 86 58" fill="none" ${outline(line, 10)}/>` +
    `<path d="M50 26 V86 M30 40 H70 M14 58 C18 80 34 88 50 88 C66 88 82 80 86 58" fill="none" ${outline(fill, 5)}/>`,
  key: ({ fill, line, detail }) =>
    `<circle cx="28" cy="50" r="20" fill="${fill}" ${outline(line)}/>` +
    `<circle cx="28" cy="50" r="8" fill="${detail}"/>` +
    `<path d="M46 44 H92 V56 H84 V70 H74 V56 H66 V66 H56 V56 H46 Z" fill="${fill}" ${outline(line)}/>`,
  gift: ({ fill, line, detail }) =>
    `<rect x="14" y="40" width="72" height="50" rx="4" fill="${fill}" ${outline(line)}/>` +
    `<rect x="10" y="28" width="80" height="16" rx="3" fill="${fill}" ${outline(line)}/>` +
    `<path d="M50 28 V90" ${outline(detail, 8)}/>` +
    `<path d="M50 28 C40 8 22 12 28 24 C32 30 44 28 50 28 C56 28 68 30 72 24 C78 12 60 8 50 28 Z" fill="${detail}" ${outline(line, 2)}/>`,
  snowflake: ({ line, detail }) =>
    [0, 60, 120]
      .map(
        (angle) =>
          `<g transform="rotate(${angle} 50 50)"><path d="M50 6 V94 M40 16 L50 26 L60 16 M40 84 L50 74 L60 84" fill="none" ${outline(line, 6)}/>` +
          `<path d="M50 6 V94 M40 16 L50 26 L60 16 M40 84 L50 74 L60 84" fill="none" ${outline(detail, 2.5)}/></g>`,
      )
      .join(""),
  reels: ({ fill, line, detail }) =>
    [8, 38, 68]
      .map(
        (x) =>
          `<rect x="${x}" y="14" width="24" height="72" rx="5" fill="${fill}" ${outline(line)}/>` +
          `<rect x="${x + 4}" y="42" width="16" height="16" rx="3" fill="${detail}"/>`,
      )
      .join(""),
  grid: ({ fill, line }) =>
    [12, 40, 68]
      .flatMap((y) =>
        [12, 40, 68].map(
          (x) => `<rect x="${x}" y="${y}" width="22" height="22" rx="4" fill="${fill}" ${outline(line, 2)}/>`,
        ),
      )
      .join(""),
  calendar: ({ fill, line, detail }) =>
    `<rect x="12" y="18" width="76" height="70" rx="8" fill="${fill}" ${outline(line)}/>` +
    `<rect x="12" y="18" width="76" height="18" rx="6" fill="${detail}"/>` +
    `<path d="M30 10 V26 M70 10 V26" ${outline(line, 5)}/>` +
    `<polygon points="${starPoints(50, 62, 16, 7, 5)}" fill="${detail}"/>`,
};

export const MOTIF_NAMES = Object.keys(MOTIFS);

export const isMotif = (name: unknown): name is string =>
  typeof name === "string" && Object.hasOwn(MOTIFS, name);

/** The motif's markup in its 100 × 100 box; an unknown name draws a star. */
export function drawMotif(name: string, paint: Paint): string {
  return (MOTIFS[name] ?? (MOTIFS.star as Motif))(paint);
}

/** Motifs that read well as small reel symbols beside a game's main motif. */
export const REEL_SYMBOLS = [
  "seven",
  "cherry",
  "bell",
  "bar",
  "star",
  "gem",
  "coin",
  "clover",
  "heart",
  "diamond",
];
