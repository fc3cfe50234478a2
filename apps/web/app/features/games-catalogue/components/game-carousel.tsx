import type { Game } from "@casino/contracts";
import { MaskIcon, VisuallyHidden } from "@casino/ui";
import { type CSSProperties, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useGameHref } from "../hooks/use-game-href";
import { GameTile, useGameCardTexts } from "./game-card";
import cardStyles from "./game-card.module.css";
import styles from "./game-lists.module.css";

/** Tiles of a first row that load their art at once (a phone's first screen shows three or four). */
const EAGER_TILES = 4;

/** The row's two arrows: back a slide (off at the start), on a slide (off at the end). */
const ARROWS = [
  { direction: -1, label: "games.row.previous", edge: "atStart", icon: "arrowPrevious" },
  { direction: 1, label: "games.row.next", edge: "atEnd", icon: "arrowNext" },
] as const;

export interface GameCarouselProps {
  title: string;
  games: readonly Game[];
  /** Spec §3 rows per slide of the collection (allGames 3, weeklySpecials 1, … default 2). */
  rowsPerSlide: number;
  /** The page with every game of the row (`/issues/{slug}`). */
  seeAllHref?: string;
  /** The first rows of a page load their art at once. */
  isEager?: boolean;
  /** The row's first art is the page's largest first image (preloaded, fetched first). */
  isLcp?: boolean;
  /** How many games the row has in all, loaded or not (sets its rows before they come). */
  count?: number;
  /** More games follow that are not loaded yet: a placeholder tile ends the row until they come. */
  hasMore?: boolean;
  /** Asked when the row is scrolled towards its end or its next arrow pressed while `hasMore`. */
  onNeedMore?: () => void;
}

/**
 * How near the screen a placeholder starts the loading of the rest: a row coming up from below, or
 * the end of a row scrolled sideways into view (the track clips what it has not scrolled to).
 */
const LOAD_AHEAD = "300px 0px";

/**
 * A home or lobby row: `rowsPerSlide` rows of cards that scroll sideways a slide at a time. Swipe, the
 * arrow buttons, or Tab through the cards (the browser scrolls each focused card into view).
 */
export function GameCarousel({
  title,
  games,
  rowsPerSlide,
  seeAllHref,
  isEager = false,
  isLcp = false,
  count,
  hasMore = false,
  onNeedMore,
}: GameCarouselProps) {
  const { t } = useTranslation();
  const texts = useGameCardTexts();
  const href = useGameHref();
  const moreRef = useRef<HTMLLIElement>(null);
  const headingId = useId();
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    setEdges((current) =>
      current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd },
    );
  }, []);

  // Games that arrive (the rest of the row) move its end: measure again when their number changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count is the trigger, not an input
  useEffect(() => measure(), [measure, games.length]);

  useEffect(() => {
    measure();
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure]);

  // The placeholder at the row's end asks for the rest once it comes within a screen of being seen.
  useEffect(() => {
    const placeholder = moreRef.current;
    if (!hasMore || !onNeedMore || !placeholder) return;
    if (typeof IntersectionObserver === "undefined") {
      onNeedMore();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNeedMore();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(placeholder);
    return () => observer.disconnect();
  }, [hasMore, onNeedMore]);

  const slide = (direction: 1 | -1) => {
    if (direction === 1 && hasMore) onNeedMore?.();
    const track = trackRef.current;
    if (!track) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    track.scrollBy({ left: direction * track.clientWidth, behavior: reduce ? "auto" : "smooth" });
  };

  if (games.length === 0 && !hasMore) return null;
  const rows = Math.max(1, Math.min(rowsPerSlide, count ?? games.length));
  // An empty row keeps the height its tiles will take: one placeholder per row of the slide.
  const placeholders = games.length === 0 ? rows : 1;
  return (
    <section className={styles.carousel} aria-labelledby={headingId}>
      <div className={styles.rowHead}>
        <h2 id={headingId} className={styles.rowTitle}>
          {title}
        </h2>
        {seeAllHref ? (
          <AppLink to={seeAllHref} className={styles.seeAll}>
            {t("games.row.seeAll")}
            <VisuallyHidden>{`: ${title}`}</VisuallyHidden>
          </AppLink>
        ) : null}
        <div className={styles.arrows}>
          {ARROWS.map((arrow) => (
            <button
              key={arrow.direction}
              type="button"
              className={styles.arrow}
              aria-controls={trackId}
              aria-label={t(arrow.label, { title })}
              // The next arrow stays on while games are to load: pressing it loads them.
              disabled={edges[arrow.edge] && !(arrow.direction === 1 && hasMore)}
              onClick={() => slide(arrow.direction)}
            >
              <MaskIcon src="/icons/chevron-down.svg" className={styles[arrow.icon]} />
            </button>
          ))}
        </div>
      </div>
      <ul
        id={trackId}
        ref={trackRef}
        className={styles.track}
        style={{ "--rows": rows } as CSSProperties}
        data-rows={rows}
        onScroll={measure}
      >
        {games.map((game, index) => (
          <li key={game.id}>
            <GameTile
              game={game}
              href={href(game.id)}
              texts={texts}
              isEager={isEager && index < EAGER_TILES}
              isLcp={isLcp && index === 0}
            />
          </li>
        ))}
        {hasMore
          ? Array.from({ length: placeholders }, (_, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: blanks without identity
                key={index}
                ref={index === 0 ? moreRef : undefined}
                className={styles.pending}
                aria-hidden="true"
                data-testid="row-more"
              >
                {/* A card's shape (art and provider line), so the row keeps its height when games come. */}
                <div className={cardStyles.card}>
                  <div className={cardStyles.link} />
                  <p className={cardStyles.provider}>{"\u00a0"}</p>
                </div>
              </li>
            ))
          : null}
      </ul>
    </section>
  );
}
