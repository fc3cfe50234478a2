import type { BrandId } from "@casino/contracts/brands";
import { reorderHomeRowsEndpoint, updateHomeRowEndpoint } from "@casino/contracts/home";
import type { Locale } from "@casino/contracts/locales";
import { Button } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api";
import { moved, ReorderButtons, contentStyles as styles } from "../../lib/content";
import { errorText, type Status } from "../../lib/status";
import { homeRowsKey, PREVIEW_KEY, useHomeRows } from "./home-queries";

/** The game collections of the brand's home page, in order: reorder, show or hide. */
export function HomeRowsSection({
  brandId,
  locale,
  canWrite,
  onStatus,
}: {
  brandId: BrandId;
  locale: Locale;
  canWrite: boolean;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const rows = useHomeRows(brandId);
  const list = rows.data ?? [];
  const done = (text: string) => {
    void queryClient.invalidateQueries({ queryKey: PREVIEW_KEY });
    onStatus({ tone: "success", text });
  };
  const reorder = useMutation({
    mutationFn: (slugs: string[]) =>
      api.call(reorderHomeRowsEndpoint, { params: { brandId }, body: { slugs } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(homeRowsKey(brandId), answer.rows);
      done("The new order of the home's collections is live.");
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const toggle = useMutation({
    mutationFn: (row: { slug: string; isActive: boolean }) =>
      api.call(updateHomeRowEndpoint, {
        params: { brandId, slug: row.slug },
        body: { isActive: !row.isActive },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData<typeof list>(homeRowsKey(brandId), (current = []) =>
        current.map((each) => (each.collectionSlug === answer.collectionSlug ? answer : each)),
      );
      done(`The collection ${answer.collectionSlug} is ${answer.isActive ? "shown" : "hidden"}.`);
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const isBusy = reorder.isPending || toggle.isPending;
  const nameOf = (row: (typeof list)[number]) => row.title?.[locale] ?? row.collectionSlug;

  return (
    <section className={styles.card} aria-labelledby="rows-title">
      <h2 id="rows-title" className={styles.cardTitle}>
        Game collections on the home page
      </h2>
      {rows.error ? <p role="alert">The collections could not be loaded.</p> : null}
      <ol className={styles.list} aria-label="Collections in order">
        {list.map((row, index) => (
          <li
            key={row.collectionSlug}
            className={row.isActive ? styles.row : `${styles.row} ${styles.rowHidden}`}
          >
            <span>
              <strong>{nameOf(row)}</strong>{" "}
              <span className={styles.muted}>
                {row.key}
                {row.isActive ? "" : " · hidden"}
              </span>
            </span>
            {canWrite ? (
              <span className={styles.actions}>
                <ReorderButtons
                  name={nameOf(row)}
                  index={index}
                  count={list.length}
                  disabled={isBusy}
                  onMove={(delta) =>
                    reorder.mutate(
                      moved(
                        list.map((each) => each.collectionSlug),
                        index,
                        delta,
                      ),
                    )
                  }
                />
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={isBusy}
                  aria-label={`${row.isActive ? "Hide" : "Show"} ${nameOf(row)}`}
                  onClick={() => toggle.mutate({ slug: row.collectionSlug, isActive: row.isActive })}
                >
                  {row.isActive ? "Hide" : "Show"}
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
