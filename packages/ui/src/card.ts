import styles from "./card.module.css";

/** Class names of a framed block of a page (`card`) and its heading (`title`), as the account's sections use. */
export const cardClassNames = { card: styles.card, title: styles.title } as const;
