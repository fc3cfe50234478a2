import { buttonClassName, VisuallyHidden } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import { bannerSrcSet, type HomeBanner, orderBanners } from "../model/home-content";
import styles from "./home.module.css";
import { HomeLink } from "./home-link";

/** Banner art is drawn at 720 × 300. */
const BANNER_WIDTH = 720;
const BANNER_HEIGHT = 300;

/** The home banners, the player's offer first (spec §3), side by side and swiped on phones. */
export function BannerStrip({
  banners,
  gameHref,
}: {
  banners: readonly HomeBanner[];
  gameHref: (gameId: number) => string;
}) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="home-banners" className={styles.banners}>
      <VisuallyHidden>
        <h2 id="home-banners">{t("home.banners.title")}</h2>
      </VisuallyHidden>
      <ul className={styles.bannerTrack}>
        {orderBanners(banners).map((banner) => (
          <li key={banner.id} className={styles.banner}>
            <img
              className={styles.bannerArt}
              src={banner.image}
              srcSet={bannerSrcSet(banner.image)}
              alt=""
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              // The first row of games comes first (issue #10): banners never compete with its art.
              loading="lazy"
              decoding="async"
            />
            <div className={styles.bannerText}>
              <h3 className={styles.bannerTitle}>{banner.title}</h3>
              {banner.subtitle ? <p className={styles.bannerSubtitle}>{banner.subtitle}</p> : null}
              <HomeLink
                link={banner.link}
                gameHref={gameHref}
                className={buttonClassName({ size: "sm", className: styles.bannerButton })}
              >
                {banner.buttonText}
                <VisuallyHidden>{`: ${banner.title}`}</VisuallyHidden>
              </HomeLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
