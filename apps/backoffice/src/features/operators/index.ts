// The operators feature's public face: the sign-in page (outside the shell) and its screens (inside).
export { operatorsScreens } from "./screens";
export { SignInPage } from "./sign-in/sign-in-page";
