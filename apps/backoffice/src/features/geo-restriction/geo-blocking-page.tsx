import { allows } from "@casino/contracts/operators";
import { Page } from "@casino/ui";
import { useOperator } from "../../lib/session";
import { AllowList } from "./allow-list";
import { BlockReports } from "./block-reports";
import styles from "./geo-restriction.module.css";

/** "Geo-blocking" (module compliance): the allow-list of test addresses and the block reports. */
export function GeoBlockingPage() {
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "compliance:write") : false;
  return (
    <Page title="Geo-blocking">
      <div className={styles.stack}>
        <AllowList canWrite={canWrite} />
        <BlockReports />
      </div>
    </Page>
  );
}
