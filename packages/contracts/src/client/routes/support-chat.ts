import type * as endpoints from "../../support-chat";
import { route } from "../route";

export const supportChatAuthRoute = /* @__PURE__ */ route<typeof endpoints.supportChatAuthEndpoint>(
  "supportChatAuth",
  "POST",
  "/api/chat/auth/",
);
export const supportChatConversationRoute = /* @__PURE__ */ route<
  typeof endpoints.supportChatConversationEndpoint
>("supportChatConversation", "GET", "/api/chat/conversation/");
export const supportChatSendRoute = /* @__PURE__ */ route<typeof endpoints.supportChatSendEndpoint>(
  "supportChatSend",
  "POST",
  "/api/chat/messages/",
);
