import styles from "./menu-links.module.css";

/**
 * Class names of a group of links at the end of the menu (`group`, set apart by a rule, and each `link`,
 * icon then label, marked when it is the current page), so every feature's menu links look the same.
 */
export const menuLinksClassNames = { group: styles.group, link: styles.link } as const;
