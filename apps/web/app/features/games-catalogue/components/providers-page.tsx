import { Page } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useCatalogue } from "../hooks/use-catalogue";
import styles from "./catalogue-pages.module.css";
import { GamesLoadError, GamesPlaceholder } from "./catalogue-status";

/** `/providers`: every studio of the catalogue with its number of games, each leading to its games. */
export function ProvidersPage() {
  const { t } = useTranslation();
  const { catalogue, isPending, isError, refetch } = useCatalogue();
  return (
    <Page title={t("games.providers.title")}>
      {isPending ? <GamesPlaceholder count={6} /> : null}
      {isError && !catalogue ? <GamesLoadError onRetry={refetch} /> : null}
      {catalogue ? (
        <ul className={styles.providers}>
          {catalogue.providers.map((provider) => (
            <li key={provider.id}>
              <AppLink to={`/providers/${provider.slug}`} className={styles.provider}>
                <img className={styles.providerLogo} src={provider.logo} alt="" width={48} height={48} />
                <span className={styles.providerName}>{provider.name}</span>
                <span className={styles.providerCount}>
                  {t("games.library.results", { count: provider.gamesCount })}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
