import { allows } from "@casino/contracts/operators";
import type { BackofficePreset } from "@casino/contracts/store.backoffice";
import { Button, Page } from "@casino/ui";
import { useState } from "react";
import { ContentScopePicker, useContentScope } from "../../lib/content";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { BundleEditor } from "./bundle-editor";
import { chanceText, FlipSetForm } from "./flip-set-form";
import styles from "./store.module.css";
import { presetName, useBundles, useFlipSets, usePresets } from "./store-queries";

/**
 * "Offer bundles and flips" (module content): the welcome pack's promo offers in buying order, and the
 * flip-the-coin sets with their weights and cooldowns, per brand (`?brand=`, `?flipSet=<id>|new`).
 */
export function OfferSetsPage() {
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "content:write") : false;
  const { brandId, params, setParam } = useContentScope();
  const presets = usePresets(brandId);
  const bundles = useBundles(brandId);
  const sets = useFlipSets(brandId);
  const [status, setStatus] = useState<Status>(null);
  const offers: BackofficePreset[] = (presets.data ?? []).filter((each) => each.kind === "promoOffer");
  const nameOf = (id: number) => {
    const preset = presets.data?.find((each) => each.id === id);
    return preset ? presetName(preset) : `#${id}`;
  };
  const editingParam = params.get("flipSet");
  const editing = (sets.data ?? []).find((each) => String(each.id) === editingParam) ?? null;
  const isFormOpen = canWrite && (editingParam === "new" || editing !== null);

  return (
    <Page title="Offer bundles and flips">
      <div className={styles.stack}>
        <ContentScopePicker showLocale={false} />
        <StatusMessage status={status} />
        <section className={styles.card} aria-labelledby="store-bundles">
          <h2 id="store-bundles" className={styles.cardTitle}>
            Bundles
          </h2>
          {bundles.error ? <p role="alert">{errorText(bundles.error)}</p> : null}
          {bundles.data?.length === 0 ? <p className={styles.muted}>This brand has no bundle.</p> : null}
          <div className={styles.stack}>
            {(bundles.data ?? []).map((bundle) => (
              <BundleEditor
                key={`${bundle.id}:${bundle.updatedAt}`}
                bundle={bundle}
                offers={offers}
                canWrite={canWrite}
              />
            ))}
          </div>
        </section>
        <section className={styles.card} aria-labelledby="store-flip-sets">
          <h2 id="store-flip-sets" className={styles.cardTitle}>
            Flip-the-coin sets
          </h2>
          {sets.error ? <p role="alert">{errorText(sets.error)}</p> : null}
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption className={styles.muted}>Flip-the-coin sets of the brand</caption>
              <thead>
                <tr>
                  <th scope="col">Slug</th>
                  <th scope="col">Offers (weight, chance)</th>
                  <th scope="col">Cooldown</th>
                  <th scope="col">Active</th>
                  {canWrite ? <th scope="col">Actions</th> : null}
                </tr>
              </thead>
              <tbody>
                {(sets.data ?? []).map((set) => {
                  const total = set.offers.reduce((sum, offer) => sum + offer.weight, 0);
                  return (
                    <tr key={set.id}>
                      <th scope="row">{set.slug}</th>
                      <td>
                        {set.offers
                          .map(
                            (offer) =>
                              `${nameOf(offer.presetId)} (${offer.weight}, ${chanceText(offer.weight, total)})`,
                          )
                          .join("; ")}
                      </td>
                      <td>{set.cooldownHours} h</td>
                      <td>{set.isActive ? "Yes" : "No"}</td>
                      {canWrite ? (
                        <td>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`Edit the flip set ${set.slug}`}
                            onClick={() => setParam("flipSet", String(set.id))}
                          >
                            Edit
                          </Button>
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {sets.data?.length === 0 ? <p className={styles.muted}>This brand has no flip set.</p> : null}
          {isFormOpen ? (
            <FlipSetForm
              key={`${brandId}:${editingParam}`}
              brandId={brandId}
              set={editing}
              offers={offers}
              onDone={(message) => {
                setParam("flipSet", null);
                if (message) setStatus({ tone: "success", text: message });
              }}
            />
          ) : canWrite ? (
            <Button onClick={() => setParam("flipSet", "new")}>Add a flip set</Button>
          ) : null}
        </section>
      </div>
    </Page>
  );
}
