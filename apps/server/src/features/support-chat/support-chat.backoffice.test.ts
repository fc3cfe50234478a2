import { randomUUID } from "node:crypto";
import {
  assignSupportCaseEndpoint,
  closeSupportCaseEndpoint,
  replySupportCaseEndpoint,
  SupportCaseSchema,
  supportChatConversationEndpoint,
  supportInboxEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import {
  chatTokenOf,
  codeOf,
  movableClock,
  readConversation,
  sendMessage,
} from "./support-chat.test-fixture";

const NOBODY = "00000000-0000-4000-8000-000000000000";
const TARGET = "support-conversation";

describe("the back office's support inbox", () => {
  let t: TestApp;
  let support: TestOperator;
  let admin: TestOperator;
  let finance: TestOperator;
  const clock = movableClock();
  beforeAll(async () => {
    t = await createTestApp({ clock });
    support = await createTestOperator(t.db, { roleId: "support", name: "Sam Support" });
    admin = await createTestOperator(t.db, { roleId: "admin", name: "Ada Admin" });
    // The finance role has no business in players' conversations.
    finance = await createTestOperator(t.db, { roleId: "finance" });
  });
  afterAll(() => t.close());

  const inbox = async (status = "active", who: TestOperator = support) => {
    const response = await t.app.inject({
      url: `/api/backoffice/support/conversations/?status=${status}`,
      headers: backofficeHeaders(who),
    });
    return supportInboxEndpoint.output.parse(response.json()).conversations;
  };
  const act = (id: string, action: "assign" | "reply" | "close", who: TestOperator | null, payload = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/backoffice/support/conversations/${id}/${action}/`,
      headers: backofficeHeaders(who),
      payload,
    });
  const reply = (id: string, text: string, clientMessageId = randomUUID(), who = support) =>
    act(id, "reply", who, { text, clientMessageId });
  /** A new player who has written to support: their chat token and conversation id. */
  const playerWhoWrote = async (text: string, name: string | null = null) => {
    const player = await createTestPlayer(t.db, { name });
    const token = await chatTokenOf(t, player);
    await sendMessage(t, token, text);
    const { conversation } = supportChatConversationEndpoint.output.parse(
      (await readConversation(t, token)).json(),
    );
    if (!conversation) throw new Error("the message made no conversation");
    return { player, token, conversationId: conversation.id };
  };

  it("is closed to anyone without an operator session, and to operators without the support permission", async () => {
    const { conversationId } = await playerWhoWrote("Hello?");
    const player = await createTestPlayer(t.db);
    const asPlayer = await t.app.inject({
      url: "/api/backoffice/support/conversations/",
      headers: { cookie: player.cookie },
    });
    expect(codeOf(asPlayer)).toEqual([401, "UNAUTHENTICATED"]);
    expect(codeOf(await act(conversationId, "close", null))).toEqual([401, "UNAUTHENTICATED"]);
    const asFinance = await t.app.inject({
      url: "/api/backoffice/support/conversations/",
      headers: backofficeHeaders(finance),
    });
    expect(codeOf(asFinance)).toEqual([403, "FORBIDDEN"]);
    expect(codeOf(await reply(conversationId, "Hi", randomUUID(), finance))).toEqual([403, "FORBIDDEN"]);
  });

  it("refuses a bad filter, an empty reply and an unknown conversation", async () => {
    const { conversationId } = await playerWhoWrote("Anyone?");
    const badFilter = await t.app.inject({
      url: "/api/backoffice/support/conversations/?status=everything",
      headers: backofficeHeaders(support),
    });
    expect(codeOf(badFilter)).toEqual([400, "VALIDATION_FAILED"]);
    expect(codeOf(await reply(conversationId, "   "))).toEqual([400, "VALIDATION_FAILED"]);
    expect(codeOf(await act(NOBODY, "assign", support))).toEqual([404, "NOT_FOUND"]);
  });

  it("a player's message reaches the inbox; an operator takes it, answers, the player reads it, and it closes", async () => {
    const { token, player, conversationId } = await playerWhoWrote("Where are my free spins?", "Pat");

    const waiting = (await inbox()).find((item) => item.id === conversationId);
    expect(waiting).toMatchObject({
      status: "open",
      isAwaitingReply: true,
      player: { id: player.playerId, name: "Pat", brandId: "funrize" },
      assignedTo: null,
      lastMessage: { author: "player", text: "Where are my free spins?" },
    });
    const opened = await t.app.inject({
      url: `/api/backoffice/support/conversations/${conversationId}/`,
      headers: backofficeHeaders(support),
    });
    expect(SupportCaseSchema.parse(opened.json()).messages.map((m) => m.text)).toEqual([
      "Where are my free spins?",
    ]);

    const assigned = await act(conversationId, "assign", support);
    expect(SupportCaseSchema.parse(assigned.json())).toMatchObject({
      status: "assigned",
      assignedTo: { id: support.operatorId, name: "Sam Support" },
    });
    await expectAudited(t.db, assignSupportCaseEndpoint, {
      operatorId: support.operatorId,
      targetType: TARGET,
      targetId: conversationId,
    });

    const answered = await reply(conversationId, "They are in your account now.");
    expect(answered.statusCode).toBe(200);
    expect(SupportCaseSchema.parse(answered.json()).messages.at(-1)).toMatchObject({
      author: "operator",
      operator: { id: support.operatorId, name: "Sam Support" },
      text: "They are in your account now.",
    });
    await expectAudited(t.db, replySupportCaseEndpoint, {
      operatorId: support.operatorId,
      targetType: TARGET,
      targetId: conversationId,
    });
    expect((await inbox("assigned")).find((item) => item.id === conversationId)?.isAwaitingReply).toBe(false);

    const seen = supportChatConversationEndpoint.output.parse((await readConversation(t, token)).json());
    expect(seen.conversation?.messages.map(({ author, text }) => [author, text])).toEqual([
      ["player", "Where are my free spins?"],
      ["operator", "They are in your account now."],
    ]);
    // The player hears from "support", never from a named member of staff.
    expect(JSON.stringify(seen)).not.toContain("Sam Support");

    const closed = await act(conversationId, "close", admin);
    expect(SupportCaseSchema.parse(closed.json()).status).toBe("closed");
    await expectAudited(t.db, closeSupportCaseEndpoint, {
      operatorId: admin.operatorId,
      targetType: TARGET,
      targetId: conversationId,
    });
    expect((await inbox()).some((item) => item.id === conversationId)).toBe(false);
    expect((await inbox("closed")).some((item) => item.id === conversationId)).toBe(true);
    expect((await readConversation(t, token)).json().conversation.status).toBe("closed");
  });

  it("a closed conversation takes no reply, and the player's next message puts it back in the queue", async () => {
    const { token, conversationId } = await playerWhoWrote("Thanks, all good.");
    await act(conversationId, "assign", support);
    await act(conversationId, "close", support);
    expect(codeOf(await reply(conversationId, "Anything else?"))).toEqual([409, "CONFLICT"]);
    expect(codeOf(await act(conversationId, "close", support))).toEqual([409, "CONFLICT"]);

    const again = await sendMessage(t, token, "Actually, one more thing.");
    expect(again.json().status).toBe("open");
    expect((await inbox("open")).find((item) => item.id === conversationId)).toMatchObject({
      assignedTo: null,
      isAwaitingReply: true,
    });
  });

  it("puts the unanswered first, then the most recent activity", async () => {
    const older = await playerWhoWrote("First in line");
    clock.advance(1000);
    const answered = await playerWhoWrote("Second, answered");
    clock.advance(1000);
    await reply(answered.conversationId, "Done!");
    clock.advance(1000);
    const newer = await playerWhoWrote("Third in line");
    const order = (await inbox()).map((item) => item.id);
    expect(order.indexOf(newer.conversationId)).toBeLessThan(order.indexOf(older.conversationId));
    // Answered last of the three, yet after both that still wait.
    expect(order.indexOf(older.conversationId)).toBeLessThan(order.indexOf(answered.conversationId));
  });

  it("a retried reply is stored once", async () => {
    const { conversationId } = await playerWhoWrote("Double?");
    const clientMessageId = randomUUID();
    await reply(conversationId, "Once only.", clientMessageId);
    const retry = await reply(conversationId, "Once only.", clientMessageId);
    expect(retry.statusCode).toBe(200);
    const texts = SupportCaseSchema.parse(retry.json()).messages.map((message) => message.text);
    expect(texts).toEqual(["Double?", "Once only."]);
  });
});
