import type { BackofficeScreen } from "../../lib/screens";
import { SupportCasePage } from "./support-case-page";
import { SupportInboxPage } from "./support-inbox-page";

/** The support module's screens: the inbox, and each conversation (reached from it). */
export const supportChatScreens: readonly BackofficeScreen[] = [
  { path: "support", label: "Support inbox", module: "support", Component: SupportInboxPage },
  {
    path: "support/:id",
    label: "Conversation",
    module: "support",
    Component: SupportCasePage,
    isDetail: true,
  },
];
