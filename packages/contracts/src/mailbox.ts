import { z } from "zod";
import { defineEndpoint } from "./endpoint";

export const MailboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

/** Only served when `DEV_MAILBOX` is on (the embedded demo): it shows every sent email, links included. */
export const mailboxEndpoint = defineEndpoint({
  id: "devMailbox",
  method: "GET",
  path: "/rest/dev/mailbox/",
  summary: "Development mailbox: the latest emails of the outbox, newest first (off in production).",
  tags: ["development"],
  query: z.object({ to: z.string().trim().toLowerCase().max(254).optional() }),
  output: z.object({ messages: z.array(MailboxMessageSchema) }),
  errors: ["NOT_FOUND"],
});
