export {
  GUEST_GUARDED_PATHS,
  guestLinkTarget,
  isGuestGuarded,
  PLAYER_ACTION_PARAMS,
  playerActionSearch,
} from "./guest-guard";
