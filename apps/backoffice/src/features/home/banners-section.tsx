import type { BrandId } from "@casino/contracts/brands";
import { reorderBannersEndpoint, updateBannerEndpoint } from "@casino/contracts/home";
import type { Locale } from "@casino/contracts/locales";
import { Button } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api";
import { moved, ReorderButtons, contentStyles as styles, useContentScope } from "../../lib/content";
import { errorText, type Status } from "../../lib/status";
import { BannerForm } from "./banner-form";
import { bannersKey, PREVIEW_KEY, storeBanner, useBanners } from "./home-queries";

/** The brand's home banners in order: reorder, show or hide, edit, add. */
export function BannersSection({
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
  const { params, setParam } = useContentScope();
  const banners = useBanners(brandId);
  const list = banners.data ?? [];
  const editing = list.find((banner) => banner.slug === params.get("banner")) ?? null;
  const reorder = useMutation({
    mutationFn: (slugs: string[]) =>
      api.call(reorderBannersEndpoint, { params: { brandId }, body: { slugs } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(bannersKey(brandId), answer.banners);
      void queryClient.invalidateQueries({ queryKey: PREVIEW_KEY });
      onStatus({ tone: "success", text: "The new order of the banners is live." });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const toggle = useMutation({
    mutationFn: (slug: string) => {
      const banner = list.find((each) => each.slug === slug);
      if (!banner) throw new Error("no such banner");
      const { slug: _slug, position: _position, image: _image, ...fields } = banner;
      return api.call(updateBannerEndpoint, {
        params: { brandId, slug },
        body: { ...fields, isActive: !banner.isActive },
      });
    },
    onSuccess: (answer) => {
      storeBanner(queryClient, brandId, answer);
      onStatus({
        tone: "success",
        text: `The banner “${answer.title.en}” is ${answer.isActive ? "shown" : "hidden"}.`,
      });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const isBusy = reorder.isPending || toggle.isPending;

  return (
    <section className={styles.card} aria-labelledby="banners-title">
      <h2 id="banners-title" className={styles.cardTitle}>
        Banners
      </h2>
      {banners.error ? <p role="alert">The banners could not be loaded.</p> : null}
      <ol className={styles.list} aria-label="Banners in order">
        {list.map((banner, index) => (
          <li
            key={banner.slug}
            className={banner.isActive ? styles.row : `${styles.row} ${styles.rowHidden}`}
          >
            <span>
              <strong>{banner.title[locale]}</strong>{" "}
              <span className={styles.muted}>
                {banner.audience} · {banner.link}
                {banner.isActive ? "" : " · hidden"}
              </span>
            </span>
            {canWrite ? (
              <span className={styles.actions}>
                <ReorderButtons
                  name={banner.title[locale]}
                  index={index}
                  count={list.length}
                  disabled={isBusy}
                  onMove={(delta) =>
                    reorder.mutate(
                      moved(
                        list.map((each) => each.slug),
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
                  aria-label={`${banner.isActive ? "Hide" : "Show"} ${banner.title[locale]}`}
                  onClick={() => toggle.mutate(banner.slug)}
                >
                  {banner.isActive ? "Hide" : "Show"}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit ${banner.title[locale]}`}
                  onClick={() => setParam("banner", banner.slug)}
                >
                  Edit
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {canWrite ? (
        <>
          <h3 className={styles.cardTitle}>{editing ? `Edit “${editing.title[locale]}”` : "Add a banner"}</h3>
          <BannerForm
            key={`${brandId}:${editing?.slug ?? "new"}`}
            brandId={brandId}
            banner={editing}
            onDone={() => setParam("banner", null)}
            onStatus={onStatus}
          />
        </>
      ) : null}
    </section>
  );
}
