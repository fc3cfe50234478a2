import type { SupportConversationStatus } from "@casino/contracts/support-chat";

export const STATUS_NAMES: Record<SupportConversationStatus, string> = {
  open: "Open",
  assigned: "Assigned",
  closed: "Closed",
};

/** How a conversation's player is named in the back office: their name, else the start of their id. */
export const playerLabel = (player: { id: string; name: string | null }) =>
  player.name ?? `Player ${player.id.slice(0, 8)}`;
