import type { ReactNode } from "react";
import styles from "./forms.module.css";

/**
 * A message about the whole form (the server refused it, or it worked). Errors are alerts, read at once;
 * other news is polite. The region stays mounted so screen readers notice when text appears in it.
 */
export function FormAlert({
  tone = "error",
  children,
}: {
  tone?: "error" | "success" | "info";
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={children ? `${styles.alert} ${styles[tone]}` : undefined}
    >
      {children}
    </div>
  );
}
