import { Button, Page } from "@casino/ui";
import { Navigate, useRouteError } from "react-router";
import { isApiError } from "../lib/api";
import styles from "./shell.module.css";

/** The router's error boundary: a screen that failed shows why, with a way out, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isApiError(error) && error.isSessionEnded) return <Navigate to="/sign-in" replace />;
  return (
    <main className={styles.errorPage}>
      <Page title="Something went wrong">
        <p>{isApiError(error) ? error.message : "This screen could not be shown."}</p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Page>
    </main>
  );
}
