import type { SsrContext } from "@casino/contracts";
import { useParams } from "react-router";
import {
  CataloguePartPage,
  cataloguePartClientLoader,
  cataloguePartMeta,
} from "../../compositions/catalogue-part/catalogue-part-route";
import { IssuePage } from "../../features/games-catalogue";
import { loadIssuePage } from "../../features/games-catalogue/catalogue-page.server";
import { NotFoundOrPageError } from "../../features/shell";

export function loader({ context, params }: { context: SsrContext; params: { pageName?: string } }) {
  return loadIssuePage(context, params.pageName ?? "");
}

export const clientLoader = cataloguePartClientLoader;

export const meta = cataloguePartMeta({
  named: "games.issue.metaTitle",
  list: "games.library.metaTitle",
  value: "title",
});

/** `/issues/{pageName}` (spec §2): a category or collection of the catalogue. */
export default function IssueRoute() {
  const { pageName = "" } = useParams();
  return (
    <CataloguePartPage render={(onMissing) => <IssuePage pageName={pageName} onMissing={onMissing} />} />
  );
}

export const ErrorBoundary = NotFoundOrPageError;
