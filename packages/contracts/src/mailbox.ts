import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { text } from "./text";

export const MailboxMessageSchema = z.object({
  id: z.number().int(),
  kind: text(),
  to: text(),
  subject: text(),
  text: text(),
  html: text(),
  createdAt: text(),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

/**
 * Only served in demo mode (`DEMO`). A signed-in player reads the mail sent to their own address; an
 * operator (`Authorization: Bearer <OPERATOR_API_TOKEN>`) reads every address's, optionally filtered by
 * `to`. Anyone else gets 401: the mail holds sign-in codes and reset links.
 */
export const mailboxEndpoint = defineEndpoint({
  id: "devMailbox",
  method: "GET",
  path: "/rest/dev/mailbox/",
  summary:
    "Development mailbox (demo mode only): the latest emails of the outbox, newest first; a player sees their own, an operator everyone's.",
  tags: ["development"],
  query: z.object({ to: text().trim().toLowerCase().max(254).optional() }),
  output: z.object({ messages: z.array(MailboxMessageSchema) }),
  errors: ["NOT_FOUND", "UNAUTHENTICATED", "FORBIDDEN"],
});
