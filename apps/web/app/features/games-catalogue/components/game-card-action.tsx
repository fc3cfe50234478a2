import type { Game } from "@casino/contracts";
import { createContext, type ReactNode, useContext } from "react";

type RenderAction = (game: Game) => ReactNode;

const GameCardActionContext = createContext<RenderAction | null>(null);

/**
 * Fills the action slot of every game card below it (decision 016): the layout passes what another feature
 * offers per game (the favourites heart), so the catalogue never imports that feature.
 */
export function GameCardActionSlot({ render, children }: { render: RenderAction; children: ReactNode }) {
  return <GameCardActionContext.Provider value={render}>{children}</GameCardActionContext.Provider>;
}

/** What the nearest `GameCardActionSlot` puts on a card for `game`, or nothing without one. */
export function useGameCardAction(game: Game): ReactNode {
  const render = useContext(GameCardActionContext);
  return render ? render(game) : null;
}
