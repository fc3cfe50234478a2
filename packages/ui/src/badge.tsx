import type { ReactNode } from "react";
import styles from "./badge.module.css";

/** A short label on the accent colour ("New"). */
export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={className ? `${styles.badge} ${className}` : styles.badge}>{children}</span>;
}
