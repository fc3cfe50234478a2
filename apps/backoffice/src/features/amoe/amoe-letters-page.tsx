import { allows } from "@casino/contracts/operators";
import { Page } from "@casino/ui";
import { useOperator } from "../../lib/session";
import styles from "./amoe.module.css";
import { LetterDesk } from "./letter-desk";
import { RecentRequests } from "./recent-requests";
import { AmoeSettings } from "./settings-form";

/** "AMOE letters" (module compliance): free-entry letters recorded against their codes, and the settings. */
export function AmoeLettersPage() {
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "compliance:write") : false;
  return (
    <Page title="AMOE letters">
      <div className={styles.stack}>
        <LetterDesk canWrite={canWrite} />
        <RecentRequests />
        <AmoeSettings canWrite={canWrite} />
      </div>
    </Page>
  );
}
