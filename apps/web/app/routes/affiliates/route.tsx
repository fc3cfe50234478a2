import type { MetaFunction } from "react-router";
import { AffiliatesInfo } from "../../features/affiliates";
import { pageMeta } from "../../features/shell";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "affiliates.metaTitle", description: "affiliates.metaDescription" });

/** `/affiliates`: what the affiliate programme is. */
export default function AffiliatesRoute() {
  return <AffiliatesInfo />;
}
