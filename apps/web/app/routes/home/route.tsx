import type { SsrContext } from "@casino/contracts";
import { type MetaFunction, useLoaderData } from "react-router";
import { loadLobby } from "../../compositions/lobby/lobby.server";
import { LobbyContent } from "../../compositions/lobby/lobby-content";
import { LobbyView } from "../../compositions/lobby/lobby-view";
import { GuestHome } from "../../features/home";
import { PageErrorMessage, pageMeta } from "../../features/shell";
import { DocumentDataBoundary } from "../../lib/query";
import { useIsGuest } from "../../lib/session";

/**
 * Every registered player of a class sees this page alike around their own data: the server renders it
 * once per class and keeps it; the browser loads the player's app init after hydration (decision 024).
 */
export const handle = { keptForPlayers: true };

export function loader({ context }: { context: SsrContext }) {
  return loadLobby(context);
}

/** After the first document the page's data comes from TanStack Query in the browser (see the lobby). */
export function clientLoader() {
  return { dehydratedState: undefined, seo: null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const meta = pageMeta(matches, { title: "home.meta.title", description: "home.meta.description" });
  // The payload's SEO description is written for this brand's home; the title keeps the dictionary's.
  return data?.seo ? [meta[0] ?? {}, { name: "description", content: data.seo.description }] : meta;
};

/**
 * `/`: the guest home (welcome, the home content, how it works). Signed-in players get the lobby content
 * here too: brands without a lobby page have no other home (spec §2).
 */
export default function HomeRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  const isGuest = useIsGuest();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      {isGuest ? <GuestHome content={<LobbyContent />} /> : <LobbyView />}
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <PageErrorMessage />;
}
