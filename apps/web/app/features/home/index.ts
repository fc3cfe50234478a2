export { GuestHome } from "./components/guest-home";
export { type HomeCollection, HomeContent, type HomeGames } from "./components/home-content";
export { homePageQuery } from "./home-query";
/** Its live follower (root/live-followers.ts, loaded after hydration). */
export { followHomeGames } from "./live/follow-home-games";
