import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useOperator } from "../lib/session";
import styles from "./shell.module.css";

/** Lets a signed-in operator through; anyone else goes to sign-in, and comes back here after it. */
export function RequireOperator({ children }: { children: ReactNode }) {
  const operator = useOperator();
  const location = useLocation();
  if (operator.isPending) {
    return (
      <p className={styles.loading} role="status">
        Loading…
      </p>
    );
  }
  if (operator.error) throw operator.error;
  if (!operator.data) {
    return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
