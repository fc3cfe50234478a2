// Bonus offers' operator side: the Bonuses tab the app puts on the player page.
export { PlayerBonusesTab } from "./player-bonuses-tab";
