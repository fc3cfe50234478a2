import type { Feature } from "../../platform/feature";
import { registerMailboxRoutes } from "./mailbox.routes";

/** Development mailbox (demo mode): the outbox's emails for the demo and the end-to-end tests. */
export const mailboxFeature: Feature = { name: "mailbox", register: registerMailboxRoutes };
