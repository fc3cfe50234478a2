import type { SsrContext } from "@casino/contracts";
import { useParams } from "react-router";
import {
  CataloguePartPage,
  cataloguePartClientLoader,
  cataloguePartMeta,
} from "../../compositions/catalogue-part/catalogue-part-route";
import { ProviderPage } from "../../features/games-catalogue";
import { loadProviderPage } from "../../features/games-catalogue/catalogue-page.server";
import { NotFoundOrPageError } from "../../features/shell";

export function loader({ context, params }: { context: SsrContext; params: { slug?: string } }) {
  return loadProviderPage(context, params.slug ?? "");
}

export const clientLoader = cataloguePartClientLoader;

export const meta = cataloguePartMeta({
  named: "games.provider.metaTitle",
  list: "games.providers.metaTitle",
  value: "name",
});

/** `/providers/{slug}`: one studio's games. */
export default function ProviderRoute() {
  const { slug = "" } = useParams();
  return <CataloguePartPage render={(onMissing) => <ProviderPage slug={slug} onMissing={onMissing} />} />;
}

export const ErrorBoundary = NotFoundOrPageError;
