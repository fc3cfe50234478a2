import type {
  BrandId,
  OperatorSupportMessage,
  SupportCase,
  SupportInboxItem,
  SupportMessage,
} from "@casino/contracts";
import type { ConversationRow, MessageRow } from "./support-chat.repo";

/** A message as the player sees it: the support team speaks as one, so no operator is named. */
export const presentPlayerMessage = (row: MessageRow): SupportMessage => ({
  id: row.id.toString(),
  author: row.author,
  text: row.text,
  clientMessageId: row.author === "player" ? row.clientMessageId : null,
  createdAt: row.createdAt.toISOString(),
});

export const presentOperatorMessage = (row: MessageRow): OperatorSupportMessage => ({
  id: row.id.toString(),
  author: row.author,
  operator: row.operatorId === null ? null : { id: row.operatorId, name: row.operatorName ?? "" },
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

/** What operators call the player: their name as the profile holds it, or null before they gave one. */
export interface PlayerLabel {
  name: string | null;
}

const assigneeOf = (row: ConversationRow) =>
  row.assignedOperatorId === null
    ? null
    : { id: row.assignedOperatorId, name: row.assignedOperatorName ?? "" };

const playerOf = (row: ConversationRow, label: PlayerLabel | undefined) => ({
  id: row.playerId,
  name: label?.name ?? null,
  brandId: row.brandId as BrandId,
});

export const presentCase = (
  row: ConversationRow,
  messages: readonly MessageRow[],
  label: PlayerLabel | undefined,
): SupportCase => ({
  id: row.id,
  status: row.status,
  player: playerOf(row, label),
  assignedTo: assigneeOf(row),
  createdAt: row.createdAt.toISOString(),
  messages: messages.map(presentOperatorMessage),
});

export const presentInboxItem = (
  row: ConversationRow,
  last: MessageRow | undefined,
  label: PlayerLabel | undefined,
): SupportInboxItem => ({
  id: row.id,
  status: row.status,
  player: playerOf(row, label),
  assignedTo: assigneeOf(row),
  isAwaitingReply: row.awaitingReply,
  lastMessage: {
    author: last?.author ?? "player",
    text: last?.text ?? "",
    createdAt: (last?.createdAt ?? row.lastMessageAt).toISOString(),
  },
});
