import { buttonClassName, Page, pageClassNames } from "@casino/ui";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useIsGuest } from "../../../lib/session";
import { MIN_QUERY_LENGTH, type Searchable, searchGames } from "../model/search-games";
import styles from "./search.module.css";
import { SearchIcon } from "./search-icon";

export interface SearchPageProps<T extends Searchable> {
  /** Every game of the catalogue; undefined while it loads. */
  games: readonly T[] | undefined;
  /** How found games are shown (the catalogue's grid; the route joins the two features). */
  renderResults: (games: T[]) => ReactNode;
}

/**
 * `/search?q=` for signed-in players: filters the catalogue by game or provider name as they type; the
 * query stays in the URL, so a search can be shared and survives a reload. Guests are offered sign-up
 * (spec §5: search needs an account).
 */
export function SearchPage<T extends Searchable>({ games, renderResults }: SearchPageProps<T>) {
  const { t } = useTranslation();
  const isGuest = useIsGuest();
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  // The field is the source of truth while typing; the URL follows it (navigation is asynchronous, so a
  // field driven by the URL would drop keystrokes typed before the last one landed).
  const [query, setQueryState] = useState(() => params.get("q") ?? "");
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const found = useMemo(() => (games ? searchGames(games, query) : []), [games, query]);
  const isSearching = query.trim().length >= MIN_QUERY_LENGTH;

  // The visitor came here to type: the field takes focus once, on arrival.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const setQuery = (value: string) => {
    setQueryState(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set("q", value);
        else next.delete("q");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Page title={t("search.title")}>
      {isGuest ? (
        <div className={pageClassNames.notice}>
          <p>{t("search.guest")}</p>
          <AppLink to={`/signup/${search}`} className={buttonClassName()}>
            {t("search.signUp")}
          </AppLink>
        </div>
      ) : (
        <>
          <search className={styles.form}>
            <label htmlFor="search-field" className={styles.label}>
              {t("search.label")}
            </label>
            <div className={styles.field}>
              <SearchIcon className={styles.fieldIcon} />
              <input
                ref={inputRef}
                id="search-field"
                type="search"
                className={styles.input}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={hintId}
                enterKeyHint="search"
              />
            </div>
            <p id={hintId} className={styles.hint}>
              {t("search.hint")}
            </p>
          </search>
          <p className={styles.status} role="status">
            {!isSearching
              ? ""
              : games === undefined
                ? t("games.loading")
                : t("search.results", { count: found.length, query: query.trim() })}
          </p>
          {isSearching && found.length > 0 ? renderResults(found) : null}
        </>
      )}
    </Page>
  );
}
