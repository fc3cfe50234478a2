import type { Feature } from "../../platform/feature";
import { registerSupportInboxRoutes } from "./support-chat.backoffice.routes";
import { installLiveSupportChat } from "./support-chat.live";
import { registerSupportChatRoutes } from "./support-chat.routes";
import { createChatTokens } from "./support-chat.tokens";

/**
 * Support chat (issue #12, decision 038): a player's conversation with the support team, authorised by a
 * short-lived chat token, pushed live to the player's tabs, and answered from the back office's inbox.
 */
export const supportChatFeature: Feature = {
  name: "support-chat",
  async register(app, context) {
    const ctx = {
      db: context.db,
      clock: context.clock,
      outbox: context.outbox,
      tokens: await createChatTokens(context.db),
    };
    installLiveSupportChat(app, context);
    await registerSupportChatRoutes(app, ctx);
    registerSupportInboxRoutes(app, ctx);
  },
};
