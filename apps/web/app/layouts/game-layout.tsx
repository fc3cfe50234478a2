import { Outlet } from "react-router";
import styles from "./game-layout.module.css";

/**
 * The layout of our pages inside a frame (the game iframe; the cash box's `/cashIframe`): the page alone,
 * no site shell (header, menus and footer belong to the page that hosts the frame).
 */
export default function GameLayout() {
  return (
    <div className={styles.layout}>
      <Outlet />
    </div>
  );
}
