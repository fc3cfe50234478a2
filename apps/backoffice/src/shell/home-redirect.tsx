import { Page } from "@casino/ui";
import { Navigate } from "react-router";
import type { BackofficeScreen } from "../lib/screens";
import { useOperator } from "../lib/session";
import { visibleScreens } from "./nav";

/** The start page: the first screen the operator may open, or a word that there is none yet. */
export function HomeRedirect({ screens }: { screens: readonly BackofficeScreen[] }) {
  const me = useOperator().data;
  const [first] = visibleScreens(screens, me?.permissions ?? []);
  if (first) return <Navigate to={`/${first.path}`} replace />;
  return (
    <Page title="Welcome">
      <p>Your role gives access to no screen yet. Ask an administrator if you need one.</p>
    </Page>
  );
}
