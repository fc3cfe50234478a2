import { mailboxEndpoint } from "@casino/contracts";
import { type APIRequestContext, expect } from "@playwright/test";
import { OPERATOR_HEADERS } from "./operator";

export type MailboxMessage = { id: number; kind: string; to: string; subject: string; text: string };

/**
 * The newest email to `to` whose text matches `pattern`, read as an operator from the development mailbox
 * API of the site at `siteURL` (the outbox provider stores every email). Polls briefly: emails are written
 * after the request commits.
 */
export async function latestEmail(
  request: APIRequestContext,
  siteURL: string,
  to: string,
  pattern: RegExp,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  // Node does not resolve `*.localhost` as browsers do: connect to localhost and name the brand's host.
  const site = new URL(siteURL);
  const target = new URL(`${mailboxEndpoint.path}?to=${encodeURIComponent(to)}`, siteURL);
  if (target.hostname.endsWith(".localhost")) target.hostname = "localhost";
  await expect
    .poll(
      async () => {
        const response = await request.get(target.href, {
          headers: { host: site.host, ...OPERATOR_HEADERS },
        });
        expect(response.status()).toBe(200);
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        found = messages.find((message) => pattern.test(message.text));
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No email to ${to} matching ${pattern}`);
  return found;
}

/** The first link of an email's text that matches `pattern`. */
export function linkIn(message: MailboxMessage, pattern: RegExp): string {
  const link = message.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!link) throw new Error(`No link matching ${pattern} in "${message.subject}"`);
  return link;
}

/** The 6-digit one-time code of an email. */
export function codeIn(message: MailboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No one-time code in "${message.subject}"`);
  return code;
}
