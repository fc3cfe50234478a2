import { type MetaFunction, useSearchParams } from "react-router";
import { ClosedJurisdictions, GeoblockReason, isGeoBlockReason } from "../../features/geo-restriction";
import { pageMeta } from "../../features/shell";
import { useTranslation } from "../../lib/i18n";
import { GeoblockNotice } from "./geoblock-notice";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "geoblock.meta.title" }),
  // A message for blocked visitors, not a page for search results.
  { name: "robots", content: "noindex" },
];

/** `/geoblock`: where the geo check sends visitors it cannot let in, and says why (spec §8). */
export default function GeoblockRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <GeoblockNotice reason={isGeoBlockReason(params.get("reason")) ? <GeoblockReason /> : undefined}>
      <ClosedJurisdictions />
      <p>
        <a href="/page/terms">{t("geo.termsLink")}</a>
      </p>
    </GeoblockNotice>
  );
}
