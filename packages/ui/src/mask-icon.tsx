import type { CSSProperties } from "react";
import styles from "./mask-icon.module.css";

/** Paths we accept inside `url(...)`: server data must not be able to break out of the CSS value. */
const SAFE_SRC = /^\/[\w\-./]+\.svg$/;

/** A decorative icon from an SVG file, drawn in `currentColor`. Renders nothing for an unsafe path. */
export function MaskIcon({
  src,
  size,
  className,
}: {
  src: string | null;
  size?: string;
  className?: string;
}) {
  if (!src || !SAFE_SRC.test(src)) return null;
  const style = { "--icon-src": `url("${src}")`, ...(size ? { "--icon-size": size } : {}) } as CSSProperties;
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      style={style}
    />
  );
}
