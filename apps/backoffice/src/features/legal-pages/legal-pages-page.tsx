import { listLegalPagesEndpoint } from "@casino/contracts/legal-pages";
import { allows } from "@casino/contracts/operators";
import { Button, Page } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useApi } from "../../lib/api";
import { ContentScopePicker, contentStyles as styles, useContentScope } from "../../lib/content";
import { useOperator } from "../../lib/session";
import { type Status, StatusMessage } from "../../lib/status";
import { LegalPageForm } from "./legal-page-form";

/** The brand's legal pages: pick one (in the URL), edit its text in the chosen locale. */
export function LegalPagesPage() {
  const api = useApi();
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "content:write") : false;
  const { brandId, locale, params, setParam } = useContentScope();
  const [status, setStatus] = useState<Status>(null);
  const pages = useQuery({
    queryKey: ["backoffice", "content", "legal-pages", brandId],
    queryFn: async () => (await api.call(listLegalPagesEndpoint, { params: { brandId } })).pages,
  });
  const inLocale = (pages.data ?? []).filter((page) => page.locale === locale);
  const chosen = params.get("page");
  return (
    <Page title="Legal pages">
      <div className={styles.stack}>
        <ContentScopePicker />
        <StatusMessage status={status} />
        {pages.error ? <p role="alert">The pages could not be loaded.</p> : null}
        <ul className={styles.list} aria-label="Legal pages">
          {inLocale.map((page) => (
            <li key={page.name} className={styles.row}>
              <span>
                <strong>{page.title}</strong>{" "}
                <span className={styles.muted}>
                  /page/{page.name} · effective {page.effectiveOn}
                </span>
              </span>
              <Button
                size="sm"
                variant={chosen === page.name ? "primary" : "secondary"}
                aria-pressed={chosen === page.name}
                aria-label={`${canWrite ? "Edit" : "Read"} ${page.title}`}
                onClick={() => setParam("page", page.name)}
              >
                {canWrite ? "Edit" : "Read"}
              </Button>
            </li>
          ))}
        </ul>
        {chosen && inLocale.some((page) => page.name === chosen) ? (
          <section className={styles.card} aria-label="Page text">
            <LegalPageForm
              key={`${brandId}:${chosen}:${locale}`}
              brandId={brandId}
              name={chosen}
              locale={locale}
              onStatus={setStatus}
            />
          </section>
        ) : null}
      </div>
    </Page>
  );
}
