// The support chat's public face: the footer's button and the host that draws the chat (the layout puts
// both in the shell), and its live follower (root/live-followers.ts, loaded after hydration).

export { DeferredSupportChatHost as SupportChatHost } from "./components/deferred-support-chat-host";
export { SupportChatButton } from "./components/support-chat-button";
export { followSupportChat } from "./live/follow-support-chat";
