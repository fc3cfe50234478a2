import type { SsrContext } from "@casino/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { GamePageError, SlotGamePage } from "../../features/house-games";
import { loadGamePage } from "../../features/house-games/game-page.server";

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
    <HydrationBoundary state={dehydratedState}>
      <SlotGamePage token={token} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <GamePageError />;
}
