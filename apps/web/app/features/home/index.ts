export { GuestHome } from "./components/guest-home";
export { type HomeCollection, HomeContent, type HomeGames } from "./components/home-content";
export { homePageQuery } from "./home-query";
