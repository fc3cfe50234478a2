import type { ReactNode } from "react";
import styles from "./symbol-icon.module.css";

const STROKE = { stroke: "#1b1030", strokeWidth: 3, strokeLinejoin: "round" } as const;

function Letter({ text, fill, size = 64 }: { text: string; fill: string; size?: number }) {
  return (
    <text
      x="50"
      y="54"
      textAnchor="middle"
      dominantBaseline="middle"
      fontSize={size}
      fontWeight="900"
      fontFamily="Georgia, 'Times New Roman', serif"
      fill={fill}
      {...STROKE}
      paintOrder="stroke"
    >
      {text}
    </text>
  );
}

function Plate({ y, height, label }: { y: number; height: number; label?: string }) {
  return (
    <g>
      <rect x="12" y={y} width="76" height={height} rx="6" fill="#f6c453" {...STROKE} />
      {label ? (
        <text
          x="50"
          y={y + height / 2 + 1}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={height * 0.72}
          fontWeight="900"
          fontFamily="Arial, sans-serif"
          fill="#1b1030"
        >
          {label}
        </text>
      ) : null}
    </g>
  );
}

function Gem({ fill, shine }: { fill: string; shine: string }) {
  return (
    <g>
      <polygon points="50,12 84,36 50,88 16,36" fill={fill} {...STROKE} />
      <polygon points="50,12 64,36 50,88 36,36" fill={shine} opacity="0.55" />
      <line x1="16" y1="36" x2="84" y2="36" {...STROKE} strokeWidth={2} />
    </g>
  );
}

const DRAWINGS: Record<string, () => ReactNode> = {
  seven: () => <Letter text="7" fill="#e8363d" size={86} />,
  bar: () => <Plate y={36} height={28} label="BAR" />,
  "double-bar": () => (
    <>
      <Plate y={20} height={26} label="BAR" />
      <Plate y={54} height={26} label="BAR" />
    </>
  ),
  "triple-bar": () => (
    <>
      <Plate y={12} height={22} label="BAR" />
      <Plate y={39} height={22} label="BAR" />
      <Plate y={66} height={22} label="BAR" />
    </>
  ),
  cherry: () => (
    <>
      <path
        d="M36 62 C40 38 52 22 70 14 M64 62 C62 44 64 28 70 14"
        fill="none"
        stroke="#3d8b37"
        strokeWidth={5}
      />
      <path d="M70 14 C78 12 86 18 88 24 C80 26 72 22 70 14 Z" fill="#4fb548" {...STROKE} strokeWidth={2} />
      <circle cx="34" cy="68" r="17" fill="#d7263d" {...STROKE} />
      <circle cx="64" cy="70" r="17" fill="#e23b50" {...STROKE} />
      <circle cx="28" cy="62" r="4" fill="#ffd1d8" />
      <circle cx="58" cy="64" r="4" fill="#ffd1d8" />
    </>
  ),
  blank: () => null,
  "": () => null,
  ace: () => <Letter text="A" fill="#e8363d" />,
  king: () => <Letter text="K" fill="#3d8bfd" />,
  queen: () => <Letter text="Q" fill="#b05cf0" />,
  jack: () => <Letter text="J" fill="#2fbf71" />,
  ten: () => <Letter text="10" fill="#ff9f1c" size={52} />,
  wild: () => (
    <>
      <rect x="8" y="24" width="84" height="52" rx="12" fill="#7b2ff7" {...STROKE} />
      <text
        x="50"
        y="52"
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize="28"
        fontWeight="900"
        fontFamily="Arial, sans-serif"
        fill="#ffe066"
      >
        WILD
      </text>
    </>
  ),
  scatter: () => (
    <>
      <polygon
        points="50,6 61,36 94,36 67,56 77,88 50,69 23,88 33,56 6,36 39,36"
        fill="#ffd23f"
        {...STROKE}
      />
      <circle cx="50" cy="50" r="10" fill="#ff6b35" />
    </>
  ),
  idol: () => (
    <>
      <path d="M30 90 L36 52 L64 52 L70 90 Z" fill="#e0a526" {...STROKE} />
      <circle cx="50" cy="34" r="20" fill="#f4c542" {...STROKE} />
      <rect x="40" y="30" width="6" height="6" fill="#1b1030" />
      <rect x="54" y="30" width="6" height="6" fill="#1b1030" />
      <path d="M44 44 H56" stroke="#1b1030" strokeWidth={3} />
    </>
  ),
  mask: () => (
    <>
      <path d="M18 24 Q50 10 82 24 Q86 62 50 90 Q14 62 18 24 Z" fill="#1fab89" {...STROKE} />
      <ellipse cx="36" cy="44" rx="9" ry="6" fill="#1b1030" />
      <ellipse cx="64" cy="44" rx="9" ry="6" fill="#1b1030" />
      <path d="M38 68 Q50 76 62 68" fill="none" stroke="#1b1030" strokeWidth={4} />
    </>
  ),
  jade: () => (
    <>
      <polygon points="50,10 84,30 84,70 50,90 16,70 16,30" fill="#3fbf7f" {...STROKE} />
      <polygon points="50,26 70,38 70,62 50,74 30,62 30,38" fill="#9af0c2" opacity="0.6" />
    </>
  ),
  scarab: () => (
    <>
      <ellipse cx="50" cy="56" rx="24" ry="30" fill="#2a9df4" {...STROKE} />
      <circle cx="50" cy="22" r="11" fill="#1d6fb8" {...STROKE} />
      <path
        d="M50 30 V86 M26 48 L10 40 M26 66 L10 74 M74 48 L90 40 M74 66 L90 74"
        stroke="#1b1030"
        strokeWidth={4}
      />
    </>
  ),
  coin: () => (
    <>
      <circle cx="50" cy="50" r="40" fill="#f5b700" {...STROKE} />
      <circle cx="50" cy="50" r="30" fill="none" stroke="#a86f00" strokeWidth={4} />
    </>
  ),
  ruby: () => <Gem fill="#e0245e" shine="#ffb3c8" />,
  emerald: () => <Gem fill="#17b169" shine="#b3ffd9" />,
  sapphire: () => <Gem fill="#2857e0" shine="#b3c9ff" />,
};

/** A slot symbol drawn in SVG (no image assets). Decorative: the reels' text alternative names it. */
export function SymbolIcon({ symbol, className }: { symbol: string; className?: string }) {
  const draw = DRAWINGS[symbol];
  return (
    <svg
      viewBox="0 0 100 100"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      aria-hidden="true"
      focusable="false"
    >
      {draw ? draw() : <Letter text={symbol.slice(0, 1).toUpperCase() || "?"} fill="#ffffff" size={56} />}
    </svg>
  );
}
