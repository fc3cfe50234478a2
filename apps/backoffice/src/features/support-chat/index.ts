// The support module's public face: its screens (the inbox and a conversation).
export { supportChatScreens } from "./screens";
