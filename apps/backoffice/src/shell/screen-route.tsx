import { allows } from "@casino/contracts/operators";
import { Page } from "@casino/ui";
import type { BackofficeScreen } from "../lib/screens";
import { useOperator } from "../lib/session";

/** A screen, or a plain refusal when the operator's role may not read its module (a shared deep link). */
export function ScreenRoute({ screen }: { screen: BackofficeScreen }) {
  const me = useOperator().data;
  if (!me || !allows(me.permissions, `${screen.module}:read`)) {
    return (
      <Page title="No access">
        <p>Your role does not give access to {screen.label}. Ask an administrator if you need it.</p>
      </Page>
    );
  }
  return <screen.Component />;
}
