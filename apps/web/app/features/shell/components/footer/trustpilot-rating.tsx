import type { Locale } from "@casino/contracts";
import { VisuallyHidden } from "@casino/ui";
import type { CSSProperties } from "react";
import { useTranslation } from "../../../../lib/i18n";
import { formatRating } from "../../model/format";
import extras from "./footer-extras.module.css";

/** Spec §2: the trustpilot rating with one decimal, linking to the brand's reviews. */
export function TrustpilotRating({ rating, url, locale }: { rating: number; url: string; locale: Locale }) {
  const { t } = useTranslation();
  const formatted = formatRating(rating, locale);
  const fill = { "--rating": String(Math.min(Math.max(rating / 5, 0), 1)) } as CSSProperties;
  return (
    <a className={extras.trustpilot} href={url} target="_blank" rel="noopener noreferrer">
      <span className={extras.trustpilotName}>{t("shell.footer.trustpilot")}</span>
      <span aria-hidden="true" className={extras.stars} style={fill} />
      <span className={extras.rating}>{formatted}</span>
      <VisuallyHidden>
        {t("shell.footer.trustpilotOutOf")} {t("shell.opensInNewTab")}
      </VisuallyHidden>
    </a>
  );
}
