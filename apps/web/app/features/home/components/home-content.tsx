import type { HomePage } from "@casino/contracts";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, Suspense } from "react";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { useIsGuest, useLocale } from "../../../lib/session";
import { isLinkAvailable } from "../../../lib/site-pages";
import { homePageQuery } from "../home-query";
import { BannerStrip } from "./banner-strip";
import { GameOfWeek } from "./game-of-week";
import styles from "./home.module.css";
import { InfoPlate } from "./info-plate";
import { Jackpots } from "./jackpots";
import { LastWinners } from "./last-winners";
import { Promotions } from "./promotions";

export type HomeCollection = HomePage["collections"][number];

/**
 * What the games catalogue puts into the home page (features never import each other; the route joins
 * them): the collection rows, the game of the week's card, and game names and links by id.
 */
export interface HomeGames {
  renderCollection: (collection: HomeCollection, position: number) => ReactNode;
  renderGame: (gameId: number) => ReactNode;
  gameName: (gameId: number) => string | undefined;
  gameHref: (gameId: number) => string;
}

/** How many collection rows come before the game of the week. */
const ROWS_BEFORE_FEATURE = 2;

/**
 * The home (guests) and lobby (players) content of `/rest/page/home/` (spec §3): the first collection
 * row first (what a player sees first is games, issue #10), then the banners with the offer first, the
 * info plate, the next rows, jackpots, the game of the week, the other rows, last winners and promotions.
 */
export function HomeContent({ games }: { games: HomeGames }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isGuest = useIsGuest();
  const query = useQuery(homePageQuery(browserApi, locale, isGuest));
  const page = query.data;
  if (!page) {
    return query.isError ? (
      <p className={styles.notice} role="alert">
        {t("home.content.failed")}
      </p>
    ) : (
      <div className={styles.loading} role="status" aria-busy="true">
        {t("games.loading")}
      </div>
    );
  }
  const [firstRow] = page.collections;
  // Games first (issue #10): on a phone the first screen shows a row of tiles, then the offers. What
  // follows the first row is a boundary that never suspends: React hydrates it after the rest, in slices
  // that let the browser answer a tap meanwhile, instead of in the page's one long first task (decision 031).
  return (
    <div className={styles.content}>
      {firstRow ? collectionRow(games, firstRow, 0) : null}
      <Suspense>
        <BelowFirstRow page={page} games={games} />
      </Suspense>
    </div>
  );
}

function collectionRow(games: HomeGames, collection: HomeCollection, position: number) {
  return <div key={collection.slug}>{games.renderCollection(collection, position)}</div>;
}

function BelowFirstRow({ page, games }: { page: HomePage; games: HomeGames }) {
  // Server content may point at pages still to be built: those banners and promotions wait for them.
  const banners = page.banners.filter((banner) => isLinkAvailable(banner.link));
  const promotions = page.promotions.filter((promotion) => isLinkAvailable(promotion.link));
  const otherRows = page.collections.slice(1);
  const beforeFeature = otherRows.slice(0, ROWS_BEFORE_FEATURE - 1);
  const afterFeature = otherRows.slice(ROWS_BEFORE_FEATURE - 1);
  return (
    <>
      <BannerStrip banners={banners} gameHref={games.gameHref} />
      {page.infoPlate ? <InfoPlate plate={page.infoPlate} gameHref={games.gameHref} /> : null}
      {beforeFeature.map((collection, index) => collectionRow(games, collection, index + 1))}
      <Jackpots jackpots={page.jackpots} />
      {page.gameOfWeek ? <GameOfWeek feature={page.gameOfWeek} games={games} /> : null}
      {afterFeature.map((collection, index) => collectionRow(games, collection, index + ROWS_BEFORE_FEATURE))}
      <LastWinners winners={page.lastWinners} games={games} />
      <Promotions promotions={promotions} gameHref={games.gameHref} />
    </>
  );
}
