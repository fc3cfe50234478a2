// The promotions page (spec §2 `/promotions`, issue #14); the route loads it with `promotions.server`.
export { PromotionsPage } from "./components/promotions-page";
export { promotionsQuery } from "./promotions-query";
