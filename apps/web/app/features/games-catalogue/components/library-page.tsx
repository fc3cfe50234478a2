import { Page } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { gameFiltersQuery } from "../filters-query";
import { useCatalogue } from "../hooks/use-catalogue";
import { findIssue, libraryGames } from "../model/catalogue";
import styles from "./catalogue-pages.module.css";
import { GamesLoadError, GamesPlaceholder } from "./catalogue-status";
import { FilterLinks } from "./filter-links";
import { GameGrid } from "./game-grid";

/** The library's URL with one filter changed; the other query parameters stay. */
function withParam(search: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(search);
  if (value === null) next.delete(name);
  else next.set(name, value);
  next.delete("game");
  const text = next.toString();
  return text ? `/library?${text}` : "/library";
}

/**
 * `/library?category=popular-games` (spec §2): every game, or one category's, narrowed to a provider with
 * `&provider=`; the filters come from `/rest/get-game-filters/`.
 */
export function LibraryPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const category = search.get("category");
  const provider = search.get("provider");
  const { catalogue, isPending, isError, refetch } = useCatalogue();
  const filters = useQuery(gameFiltersQuery(browserApi, locale)).data;

  const categoryTitle = catalogue && category ? findIssue(catalogue, category)?.title : undefined;
  const title = categoryTitle ?? t("games.library.title");
  const games = catalogue ? libraryGames(catalogue, { category, provider }) : [];
  const categories = filters?.categories ?? catalogue?.issues.filter((issue) => issue.kind === "category");
  const providers = filters?.providers ?? catalogue?.providers;

  return (
    <Page title={title}>
      {categories ? (
        <FilterLinks
          label={t("games.library.categories")}
          options={[
            { value: null, label: t("games.library.allCategories") },
            ...categories.map((item) => ({
              value: item.slug,
              label: item.title,
              count:
                "gamesCount" in item && typeof item.gamesCount === "number" ? item.gamesCount : undefined,
            })),
          ]}
          selected={category}
          hrefOf={(value) => withParam(search, "category", value)}
        />
      ) : null}
      {providers ? (
        <FilterLinks
          label={t("games.library.providers")}
          options={[
            { value: null, label: t("games.library.allProviders") },
            ...providers.map((item) => ({ value: item.slug, label: item.name })),
          ]}
          selected={provider}
          hrefOf={(value) => withParam(search, "provider", value)}
        />
      ) : null}
      {isError && !catalogue ? <GamesLoadError onRetry={refetch} /> : null}
      {isPending ? <GamesPlaceholder /> : null}
      {catalogue ? (
        <>
          <p className={styles.count} aria-live="polite">
            {t("games.library.results", { count: games.length })}
          </p>
          {games.length > 0 ? (
            <GameGrid games={games} label={title} />
          ) : (
            <p className={styles.empty}>{t("games.library.empty")}</p>
          )}
        </>
      ) : null}
    </Page>
  );
}
