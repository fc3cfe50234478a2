import { Page } from "@casino/ui";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useCatalogue } from "../hooks/use-catalogue";
import { findIssue, gamesOf } from "../model/catalogue";
import styles from "./catalogue-pages.module.css";
import { GamesLoadError, GamesPlaceholder } from "./catalogue-status";
import { GameGrid } from "./game-grid";

/**
 * `/issues/{pageName}` (spec §2): one category or collection of the catalogue. `onMissing` renders what
 * the route shows for a name the catalogue does not have (its 404 page).
 */
export function IssuePage({ pageName, onMissing }: { pageName: string; onMissing: () => ReactNode }) {
  const { t } = useTranslation();
  const { catalogue, isPending, isError, refetch } = useCatalogue();
  if (isPending) return <GamesPlaceholder />;
  if (!catalogue) return isError ? <GamesLoadError onRetry={refetch} /> : null;
  const issue = findIssue(catalogue, pageName);
  if (!issue) return <>{onMissing()}</>;
  const games = gamesOf(catalogue, catalogue.issueGamesIds[issue.slug] ?? []);
  return (
    <Page title={issue.title}>
      <p className={styles.count}>{t("games.library.results", { count: games.length })}</p>
      {games.length > 0 ? (
        <GameGrid games={games} label={issue.title} />
      ) : (
        <p className={styles.empty}>{t("games.library.empty")}</p>
      )}
      <AppLink to="/library" className={styles.more}>
        {t("games.library.browseAll")}
      </AppLink>
    </Page>
  );
}
