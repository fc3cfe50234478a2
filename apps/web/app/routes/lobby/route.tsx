import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { loadLobby } from "../../compositions/lobby/lobby.server";
import { LobbyView } from "../../compositions/lobby/lobby-view";
import { PageErrorMessage, pageMeta } from "../../features/shell";
import { DocumentDataBoundary } from "../../lib/query";

/**
 * Every registered player of a class sees this page alike around their own data: the server renders it
 * once per class and keeps it; the browser loads the player's app init after hydration (decision 024).
 */
export const handle = { keptForPlayers: true };

export function loader({ context }: { context: SsrContext }) {
  return loadLobby(context);
}

/**
 * In the browser the page loads its data through TanStack Query (cached after the first page), so moving
 * between pages never asks the server to render the catalogue again; only the first document is rendered
 * with it.
 */
export function clientLoader() {
  return { dehydratedState: undefined, seo: null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.seo
    ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }]
    : pageMeta(matches, { title: "lobby.meta.title" });

/** `/lobby/` (spec §2): the signed-in home; guests who land here see the same games. */
export default function LobbyRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <LobbyView />
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
