import { Outlet } from "react-router";
import styles from "./game-layout.module.css";

/**
 * The game iframe's layout: the game alone, no site shell (header, menus and footer belong to the page
 * that hosts the frame).
 */
export default function GameLayout() {
  return (
    <div className={styles.layout}>
      <Outlet />
    </div>
  );
}
