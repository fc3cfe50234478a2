// Free entries by mail in the back office: the "AMOE letters" screen.
export { amoeScreens } from "./screens";
