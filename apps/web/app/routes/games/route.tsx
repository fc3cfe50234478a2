import type { SsrContext } from "@casino/contracts";
import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { GamePageError, SlotGamePage } from "../../features/house-games";
import { loadGamePage } from "../../features/house-games/game-page.server";
import { DocumentDataBoundary } from "../../lib/query";

/** `/games/{slug}/?token=…`: the built-in provider's game, loaded in the game modal's iframe. */
export function loader({ context, request }: { context: SsrContext; request: Request }) {
  return loadGamePage(context, request);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Game" },
  // The token in the address is the session's key: never index it, never send it to another site.
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

export default function GameRoute() {
  const { token, dehydratedState } = useLoaderData<typeof loader>();
  return (
    <DocumentDataBoundary state={dehydratedState}>
      <SlotGamePage token={token} />
    </DocumentDataBoundary>
  );
}

export function ErrorBoundary() {
  return <GamePageError />;
}
