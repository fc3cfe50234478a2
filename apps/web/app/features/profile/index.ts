export { AccountLinks } from "./components/account-links";
export { AccountPage, PROFILE_FORM_ANCHOR } from "./components/account-page";
export { profilePageQuery } from "./profile-query";
