import { allows } from "@casino/contracts/operators";
import { type BackofficePromotion, deactivatePromotionEndpoint } from "@casino/contracts/promotions";
import { Button, Page } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useApi } from "../../lib/api";
import { ContentScopePicker, contentStyles as styles, useContentScope } from "../../lib/content";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { PromotionForm } from "./promotion-form";
import { PromotionsPreview } from "./promotions-preview";
import { PROMOTIONS_KEY, usePromotions, usePromotionsPreview } from "./promotions-queries";

const when = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

function dates(promotion: BackofficePromotion) {
  const from = when(promotion.startsAt);
  const until = when(promotion.endsAt);
  if (!from && !until) return null;
  return ` · ${from ?? "…"} to ${until ?? "…"}`;
}

/** The brand's promotions per locale: the list, the form that adds or edits one, and the live preview. */
export function PromotionsContentPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "content:write") : false;
  const { brandId, locale, params, setParam } = useContentScope();
  const promotions = usePromotions(brandId, locale);
  const preview = usePromotionsPreview(brandId, locale);
  const [status, setStatus] = useState<Status>(null);
  const editing = params.get("promotion");
  const edited = (promotions.data ?? []).find((each) => String(each.id) === editing) ?? null;
  const deactivate = useMutation({
    mutationFn: (promotion: BackofficePromotion) =>
      api.call(deactivatePromotionEndpoint, { params: { brandId, id: promotion.id } }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      setStatus({ tone: "success", text: `“${answer.title}” is off the site.` });
    },
    onError: (error) => setStatus({ tone: "error", text: errorText(error) }),
  });

  return (
    <Page title="Promotions">
      <div className={styles.stack}>
        <ContentScopePicker />
        <StatusMessage status={status} />
        {promotions.error ? <p role="alert">The promotions could not be loaded. Reload the page.</p> : null}
        {promotions.isPending ? <p className={styles.muted}>Loading…</p> : null}
        <ol className={styles.list} aria-label="Promotions">
          {(promotions.data ?? []).map((promotion) => (
            <li
              key={promotion.id}
              className={promotion.isActive ? styles.row : `${styles.row} ${styles.rowHidden}`}
            >
              <span>
                <strong>{promotion.title}</strong> <span className={styles.muted}>{promotion.type}</span>
                {promotion.isActive ? null : <span className={styles.muted}> · inactive</span>}
                <span className={styles.muted}>{dates(promotion)}</span>
              </span>
              {canWrite ? (
                <span className={styles.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit ${promotion.title}`}
                    onClick={() => setParam("promotion", String(promotion.id))}
                  >
                    Edit
                  </Button>
                  {promotion.isActive ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Deactivate ${promotion.title}`}
                      disabled={deactivate.isPending}
                      onClick={() => deactivate.mutate(promotion)}
                    >
                      Deactivate
                    </Button>
                  ) : null}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
        {canWrite ? (
          <section className={styles.card} aria-labelledby="promotion-form">
            <h2 id="promotion-form" className={styles.cardTitle}>
              {edited ? `Edit “${edited.title}”` : "Add a promotion"}
            </h2>
            <PromotionForm
              key={`${brandId}:${locale}:${edited?.id ?? "new"}`}
              brandId={brandId}
              locale={locale}
              promotion={edited}
              onDone={() => setParam("promotion", null)}
              onStatus={setStatus}
            />
          </section>
        ) : null}
        <section className={styles.card} aria-labelledby="promotions-preview">
          <h2 id="promotions-preview" className={styles.cardTitle}>
            Preview: the promotions page as a guest sees it
          </h2>
          {preview.data ? <PromotionsPreview promotions={preview.data} /> : null}
          {preview.error ? <p role="alert">The preview could not be loaded.</p> : null}
        </section>
      </div>
    </Page>
  );
}
