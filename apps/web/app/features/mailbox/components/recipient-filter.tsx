import { Button } from "@casino/ui";
import { Form } from "react-router";
import { TextField } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import styles from "./mailbox-page.module.css";

/** The recipient filter of the operator's view: `?to=` in the page's address, as links to it may carry. */
export function RecipientFilter({ to }: { to: string | null }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/dev/mailbox" className={styles.filter} role="search">
      <TextField
        className={styles.filterField}
        label={t("devMailbox.filter.label")}
        name="to"
        type="email"
        autoComplete="off"
        defaultValue={to ?? ""}
      />
      <Button type="submit" variant="secondary">
        {t("devMailbox.filter.submit")}
      </Button>
      {to ? <AppLink to="/dev/mailbox">{t("devMailbox.filter.clear")}</AppLink> : null}
    </Form>
  );
}
