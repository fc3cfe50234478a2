import type { MetaFunction } from "react-router";
import { pageMeta } from "../../features/shell";
import { GeoblockNotice } from "./geoblock-notice";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "geoblock.meta.title" }),
  // A message for blocked visitors, not a page for search results.
  { name: "robots", content: "noindex" },
];

/** `/geoblock`: where the geo check sends visitors from regions the service is not offered in (spec §8). */
export default function GeoblockRoute() {
  return <GeoblockNotice />;
}
