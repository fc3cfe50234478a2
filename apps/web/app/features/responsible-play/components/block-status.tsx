import type { PlayBlock } from "@casino/contracts";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { formatWhen } from "../model/format";
import styles from "./responsible-play.module.css";

/** The block in force, said plainly at the top of the page (and read out by screen readers). */
export function BlockStatus({ block }: { block: Pick<PlayBlock, "kind" | "endsAt"> | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!block) return null;
  const until = block.endsAt ? formatWhen(block.endsAt, locale) : t("responsiblePlay.block.untilLifted");
  return (
    <p role="status" className={styles.block} data-testid="responsible-play-block">
      {t(`responsiblePlay.block.${block.kind}`, { until })}
    </p>
  );
}
