import type { ReactNode } from "react";
import styles from "./visually-hidden.module.css";

/** Text for screen readers only (a link's "opens in a new tab", a control's label). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={styles.hidden} id={id}>
      {children}
    </span>
  );
}

export const visuallyHiddenClassName = styles.hidden;
