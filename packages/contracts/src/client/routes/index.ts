// The routes of every endpoint a browser or a server render calls (not the provider wallet's or the
// operator's), one module per contract: the same id, method and path as the endpoint, checked by
// routes.test.ts. One module per feature lets the build leave a feature's routes out of the first load
// when only a later page or a lazy part calls them (apps/web/build-support/first-page-modules.ts).
export * from "./account-security";
export * from "./affiliates";
export * from "./amoe";
export * from "./app-init";
export * from "./auth";
export * from "./bonus-offers";
export * from "./builds";
export * from "./fairness";
export * from "./favorites";
export * from "./game-rounds";
export * from "./game-sessions";
export * from "./games-catalogue";
export * from "./geo-restriction";
export * from "./home";
export * from "./house-games";
export * from "./identity-verification";
export * from "./legal-pages";
export * from "./mailbox";
export * from "./notifications";
export * from "./payments";
export * from "./player";
export * from "./profile";
export * from "./promotions";
export * from "./redemptions";
export * from "./request-handle";
export * from "./responsible-play";
export * from "./rewards";
export * from "./static-info";
export * from "./store";
export * from "./support-chat";
export * from "./translations";
export * from "./web-push";
