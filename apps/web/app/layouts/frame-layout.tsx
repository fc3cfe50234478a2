import { Outlet } from "react-router";
import styles from "./frame-layout.module.css";

/**
 * A page of ours shown inside a frame of the cash box (`/cashIframe`, spec §2): the page alone, no site
 * shell, like the game frame's layout (the window around the frame already has the header and menus).
 */
export default function FrameLayout() {
  return (
    <div className={styles.layout}>
      <Outlet />
    </div>
  );
}
