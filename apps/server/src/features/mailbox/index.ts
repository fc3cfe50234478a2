import type { Feature } from "../../platform/feature";
import { registerMailboxRoutes } from "./mailbox.routes";

/** Development mailbox (demo mode): the outbox's emails for the demo and the end-to-end tests. */
export const mailboxFeature: Feature = { name: "mailbox", register: registerMailboxRoutes };
/** The outbox's latest mail, for tests that follow a link or a code without going through HTTP. */
export { readMailbox } from "./mailbox.service";
