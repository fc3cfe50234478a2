import type { BrandId } from "@casino/contracts/brands";
import type { Locale } from "@casino/contracts/locales";
import { Button } from "@casino/ui";
import { contentStyles as styles, useContentScope } from "../../lib/content";
import { usePreview } from "./home-queries";

/**
 * What the player site serves right now for the brand and locale, to guests or to players: the banners,
 * the collection rows and the menus, as the player API answers them (every saved change is live).
 */
export function PreviewSection({ brandId, locale }: { brandId: BrandId; locale: Locale }) {
  const { params, setParam } = useContentScope();
  const audience = params.get("audience") === "player" ? "player" : "guest";
  const preview = usePreview(brandId, locale, audience);
  const data = preview.data;
  return (
    <section className={styles.card} aria-labelledby="preview-title">
      <h2 id="preview-title" className={styles.cardTitle}>
        Preview: the live site
      </h2>
      <fieldset className={styles.actions}>
        <legend className={styles.legend}>Seen by</legend>
        {(["guest", "player"] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === audience ? "primary" : "secondary"}
            aria-pressed={value === audience}
            onClick={() => setParam("audience", value)}
          >
            {value === "guest" ? "A guest" : "A signed-in player"}
          </Button>
        ))}
      </fieldset>
      {preview.error ? <p role="alert">The preview could not be loaded.</p> : null}
      {data ? (
        <div className={styles.formGrid}>
          <div>
            <h3>Banners</h3>
            <ol aria-label="Banners the site shows">
              {data.home.banners.map((banner) => (
                <li key={banner.id}>
                  <img src={banner.image} alt="" width={160} height={60} /> <strong>{banner.title}</strong>{" "}
                  <span className={styles.muted}>{banner.buttonText}</span>
                </li>
              ))}
            </ol>
            <h3>Collections</h3>
            <ol aria-label="Collections the site shows">
              {data.home.collections.map((row) => (
                <li key={row.slug}>
                  {row.title} <span className={styles.muted}>({row.gameIds.length} games)</span>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h3>Sidebar menu</h3>
            {data.staticInfo.menu.map((section, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is the menu's.
              <ul key={index} aria-label={section.title ?? "Menu section"}>
                {section.items.map((item) => (
                  <li key={item.url + item.title}>{item.title}</li>
                ))}
              </ul>
            ))}
            <h3>Tap bar</h3>
            <ul aria-label="Tap bar the site shows">
              {data.staticInfo.tapBar.map((item) => (
                <li key={item.url + item.title}>{item.title}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </section>
  );
}
