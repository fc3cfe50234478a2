import styles from "./dialog-panel.module.css";

/**
 * Class names of a small centred modal (`overlay`, `panel`, `title`, `text`, `actions`), for Radix
 * Dialog's parts, so every confirmation and notice looks the same.
 */
export const dialogPanelClassNames = {
  overlay: styles.overlay,
  panel: styles.panel,
  title: styles.title,
  text: styles.text,
  actions: styles.actions,
} as const;
