export { AccountLinks } from "./components/account-links";
export { AccountPage } from "./components/account-page";
export { profilePageQuery } from "./profile-query";
