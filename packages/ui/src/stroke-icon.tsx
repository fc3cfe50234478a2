import type { ReactNode } from "react";

/**
 * An inline 24×24 line icon drawn in the text colour, hidden from screen readers (the control beside it
 * carries the name). `d` is the main path; `children` adds more shapes.
 */
export function StrokeIcon({
  d,
  size = 24,
  linejoin = "round",
  children,
}: {
  d: string;
  size?: number;
  linejoin?: "round" | "miter";
  children?: ReactNode;
}) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin={linejoin}
        d={d}
      />
      {children}
    </svg>
  );
}
