/**
 * Who is reading the development mailbox: a player their own mail, a guest (who may enter the operator
 * token), or a player who asked for another address's mail.
 */
export type MailboxAccess = "own" | "guest" | "forbidden";
