import { Page } from "@casino/ui";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useCatalogue } from "../hooks/use-catalogue";
import { findProvider, gamesOf } from "../model/catalogue";
import styles from "./catalogue-pages.module.css";
import { GamesLoadError, GamesPlaceholder } from "./catalogue-status";
import { GameGrid } from "./game-grid";

/** `/providers/{slug}`: one studio's games. `onMissing` renders the route's 404 for an unknown studio. */
export function ProviderPage({ slug, onMissing }: { slug: string; onMissing: () => ReactNode }) {
  const { t } = useTranslation();
  const { catalogue, isPending, isError, refetch } = useCatalogue();
  if (isPending) return <GamesPlaceholder />;
  if (!catalogue) return isError ? <GamesLoadError onRetry={refetch} /> : null;
  const provider = findProvider(catalogue, slug);
  if (!provider) return <>{onMissing()}</>;
  const games = gamesOf(catalogue, catalogue.providerGamesIds[provider.slug] ?? []);
  return (
    <Page
      title={provider.name}
      before={
        <AppLink to="/providers" className={styles.back}>
          {t("games.providers.all")}
        </AppLink>
      }
    >
      <p className={styles.count}>{t("games.library.results", { count: games.length })}</p>
      <GameGrid games={games} label={provider.name} />
    </Page>
  );
}
