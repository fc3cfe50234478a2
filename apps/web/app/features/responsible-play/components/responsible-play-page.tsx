import { cardClassNames, Page, Section } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { formatWhen } from "../model/format";
import { responsiblePlayQuery } from "../responsible-play-query";
import { BlockStatus } from "./block-status";
import { CoolOffForm } from "./cool-off-form";
import { LimitRow } from "./limit-row";
import { RealityCheckForm } from "./reality-check-form";
import styles from "./responsible-play.module.css";
import { SelfExclusionForm } from "./self-exclusion-form";

const card = { className: cardClassNames.card, titleClassName: cardClassNames.title };

/** `/account/responsible-play`: every tool on one page, each a short form, the block in force on top. */
export function ResponsiblePlayPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useQuery(responsiblePlayQuery(browserApi));
  if (!data) return <Page title={t("responsiblePlay.title")}>{null}</Page>;
  return (
    <Page title={t("responsiblePlay.title")} className={styles.page}>
      <BlockStatus block={data.block} />
      <Section title={t("responsiblePlay.realityCheck.title")} {...card}>
        <RealityCheckForm key={data.realityCheckMinutes} minutes={data.realityCheckMinutes} />
      </Section>
      <Section title={t("responsiblePlay.limits.title")} {...card}>
        <p className={styles.hint}>{t("responsiblePlay.limits.intro")}</p>
        {data.limits.map((limit) => (
          <LimitRow key={limit.period} limit={limit} />
        ))}
      </Section>
      {data.block?.kind === "self_exclusion" ? null : (
        <>
          <Section title={t("responsiblePlay.coolOff.title")} {...card}>
            <p className={styles.hint}>{t("responsiblePlay.coolOff.intro")}</p>
            <CoolOffForm />
          </Section>
          <Section title={t("responsiblePlay.selfExclusion.title")} {...card}>
            <p className={styles.hint}>{t("responsiblePlay.selfExclusion.intro")}</p>
            <SelfExclusionForm />
          </Section>
        </>
      )}
      <Section title={t("responsiblePlay.history.title")} {...card}>
        {data.history.length === 0 ? (
          <p className={styles.hint}>{t("responsiblePlay.history.empty")}</p>
        ) : (
          <ul className={styles.history}>
            {data.history.map((event) => (
              <li key={event.id}>
                <time dateTime={event.occurredAt}>{formatWhen(event.occurredAt, locale)}</time>{" "}
                {t(`responsiblePlay.history.${event.kind}`)}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Page>
  );
}
