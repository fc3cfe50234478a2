export { GUEST_GUARDED_PATHS, guestLinkTarget, isGuestGuarded } from "./guest-guard";
