import { Badge, buttonClassName, Page, pageClassNames } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useLocale } from "../../../lib/session";
import { pageCount, pageFromSearch } from "../model/rounds";
import { ROUNDS_PAGE_SIZE, roundsQuery } from "../rounds-query";
import { RoundItem } from "./round-item";
import styles from "./rounds-history.module.css";

/**
 * `/history`: the player's recent rounds, newest first, with each round's fairness data and, once its
 * server seed is revealed, a link that verifies it on the fairness page.
 */
export function RoundsHistoryPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const page = pageFromSearch(search.get("page"));
  const query = useQuery(roundsQuery(browserApi, page));
  const data = query.data;
  const pages = data ? pageCount(data.total, ROUNDS_PAGE_SIZE) : 1;
  return (
    <Page title={t("history.title")}>
      <p className={styles.lead}>
        {t("history.lead")} <AppLink to="/fairness">{t("history.fairnessLink")}</AppLink>
      </p>
      {!data ? (
        query.isError ? (
          <p role="alert" className={pageClassNames.notice}>
            {t("history.failed")}
          </p>
        ) : (
          <p role="status" className={pageClassNames.notice}>
            {t("history.loading")}
          </p>
        )
      ) : data.rounds.length === 0 ? (
        <div className={pageClassNames.notice}>
          <p>{t("history.empty")}</p>
          <AppLink to="/library" className={buttonClassName({ variant: "secondary" })}>
            {t("games.library.browseAll")}
          </AppLink>
        </div>
      ) : (
        <>
          <p className={styles.count}>
            {t("history.count", { count: data.total })}{" "}
            {query.isPlaceholderData ? <Badge>{t("history.updating")}</Badge> : null}
          </p>
          <ol className={styles.rounds}>
            {data.rounds.map((round) => (
              <RoundItem key={round.id} round={round} locale={locale} />
            ))}
          </ol>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t("history.pages")}>
              {page > 1 ? (
                <Link to={`?page=${page - 1}`} className={buttonClassName({ variant: "secondary" })}>
                  {t("history.newer")}
                </Link>
              ) : null}
              <span>{t("history.pageOf", { page, pages })}</span>
              {page < pages ? (
                <Link to={`?page=${page + 1}`} className={buttonClassName({ variant: "secondary" })}>
                  {t("history.older")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </Page>
  );
}
