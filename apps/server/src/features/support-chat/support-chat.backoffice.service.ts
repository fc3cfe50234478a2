import {
  SUPPORT_MESSAGES_SHOWN,
  type SupportCase,
  type SupportConversationStatus,
  type SupportInboxFilter,
} from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { type OperatorPrincipal, requireOperator } from "../../platform/http/backoffice-access";
import { auditActorOf, recordAudit } from "../audit-log";
import { publicNamesOf } from "../player";
import { announceMessage, announceStatus } from "./support-chat.events";
import { type PlayerLabel, presentCase, presentInboxItem } from "./support-chat.presenter";
import {
  type ConversationChange,
  type ConversationRow,
  findConversation,
  findMessageByClientId,
  insertMessage,
  lastMessagesOf,
  latestMessages,
  listInboxRows,
  lockConversation,
  updateConversation,
} from "./support-chat.repo";
import type { SupportChatContext } from "./support-chat.service";

type InboxContext = Pick<SupportChatContext, "db" | "clock" | "outbox">;

const TARGET = "support-conversation";
const noSuchConversation = () => new AppError("NOT_FOUND", 404, "There is no such conversation.");
const isClosed = () =>
  new AppError("CONFLICT", 409, "This conversation is closed: the player's next message opens it again.");

const STATUSES_OF: Record<SupportInboxFilter, readonly SupportConversationStatus[]> = {
  active: ["open", "assigned"],
  open: ["open"],
  assigned: ["assigned"],
  closed: ["closed"],
};

async function labelsOf(executor: Executor, playerIds: readonly string[]) {
  const names = await publicNamesOf(executor, { playerIds });
  const labels = new Map<string, PlayerLabel>();
  for (const [id, { name, surname }] of names) {
    labels.set(id, { name: [name, surname].filter(Boolean).join(" ") || null });
  }
  return labels;
}

/**
 * The support queue. Not audited, like the players search: it lists who is waiting, and each operator
 * polls it every few seconds (an entry per poll would bury the log).
 */
export async function listInbox(
  ctx: InboxContext,
  query: { status: SupportInboxFilter; page: number; pageSize: number },
) {
  const { rows, total } = await listInboxRows(ctx.db, {
    statuses: STATUSES_OF[query.status],
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const ids = rows.map((row) => row.id);
  const [lastMessages, labels] = await Promise.all([
    lastMessagesOf(ctx.db, ids),
    labelsOf(
      ctx.db,
      rows.map((row) => row.playerId),
    ),
  ]);
  return {
    conversations: rows.map((row) =>
      presentInboxItem(row, lastMessages.get(row.id), labels.get(row.playerId)),
    ),
    total,
  };
}

async function caseOf(executor: Executor, row: ConversationRow): Promise<SupportCase> {
  const [messages, labels] = await Promise.all([
    latestMessages(executor, row.id, SUPPORT_MESSAGES_SHOWN),
    labelsOf(executor, [row.playerId]),
  ]);
  return presentCase(row, messages, labels.get(row.playerId));
}

/** One conversation as the inbox shows it; polled while open, so not audited (decision 038). */
export async function supportCase(ctx: InboxContext, id: string) {
  const row = await findConversation(ctx.db, id);
  if (!row) throw noSuchConversation();
  return caseOf(ctx.db, row);
}

const summaryOf = (row: ConversationRow) => ({
  status: row.status,
  assignedTo: row.assignedOperatorId,
});

/**
 * An operator's change of a conversation, with the row locked: the change, its outbox events and its
 * audit entry commit together. A closed conversation is left alone (CONFLICT).
 */
async function changeCase(
  ctx: InboxContext,
  request: FastifyRequest,
  id: string,
  change: (tx: Executor, before: ConversationRow, operator: OperatorPrincipal, now: Date) => Promise<object>,
) {
  const operator = requireOperator(request);
  const answer = await ctx.db.transaction(async (tx) => {
    const before = await lockConversation(tx, id);
    if (!before) throw noSuchConversation();
    if (before.status === "closed") throw isClosed();
    const now = ctx.clock.now();
    const what = await change(tx, before, operator, now);
    const after = await findConversation(tx, id);
    if (!after) throw noSuchConversation();
    if (after.status !== before.status)
      await announceStatus(tx, { playerId: after.playerId, conversationId: id, now });
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: TARGET,
        targetId: id,
        before: summaryOf(before),
        after: { ...summaryOf(after), ...what },
      },
      now,
    );
    return caseOf(tx, after);
  });
  ctx.outbox.wake();
  return answer;
}

const assignTo = (operator: OperatorPrincipal): ConversationChange => ({
  status: "assigned",
  assignedOperatorId: operator.id,
  assignedOperatorName: operator.name,
});

/** Takes the conversation, from the queue or from another operator. */
export const assignSupportCase = (ctx: InboxContext, request: FastifyRequest, id: string) =>
  changeCase(ctx, request, id, async (tx, _before, operator) => {
    await updateConversation(tx, id, assignTo(operator));
    return {};
  });

/**
 * Answers the player. An open conversation becomes the replying operator's; one another operator holds
 * stays theirs. A retry with the same client message id stores nothing new (its audit entry says so).
 */
export const replySupportCase = (
  ctx: InboxContext,
  request: FastifyRequest,
  id: string,
  input: { text: string; clientMessageId: string },
) =>
  changeCase(ctx, request, id, async (tx, before, operator, now) => {
    const known = await findMessageByClientId(tx, id, input.clientMessageId);
    if (known) {
      if (known.author !== "operator")
        throw new AppError("CONFLICT", 409, "That message id is taken: send the reply with a new one.");
      return { messageId: known.id.toString(), isRetry: true };
    }
    const row = await insertMessage(tx, {
      conversationId: id,
      author: "operator",
      operatorId: operator.id,
      operatorName: operator.name,
      text: input.text,
      clientMessageId: input.clientMessageId,
      createdAt: now,
    });
    if (!row) throw new Error("the locked conversation refused a new message id");
    await updateConversation(tx, id, {
      lastMessageAt: now,
      awaitingReply: false,
      ...(before.status === "open" ? assignTo(operator) : {}),
    });
    await announceMessage(tx, { playerId: before.playerId, conversationId: id, row, now });
    return { messageId: row.id.toString(), text: input.text };
  });

/** Ends the conversation; the player's next message opens it again, for whoever is free. */
export const closeSupportCase = (ctx: InboxContext, request: FastifyRequest, id: string) =>
  changeCase(ctx, request, id, async (tx, _before, _operator, now) => {
    await updateConversation(tx, id, { status: "closed", awaitingReply: false, closedAt: now });
    return {};
  });
