import { Link } from "react-router";
import styles from "./catalogue-pages.module.css";

export interface FilterOption {
  /** Null is the "all" option. */
  value: string | null;
  label: string;
  count?: number;
}

/**
 * One library filter as a row of links (`?category=…`): each a real URL, so it can be shared, opened in a
 * new tab and used without script; the chosen one is marked `aria-current`.
 */
export function FilterLinks({
  label,
  options,
  selected,
  hrefOf,
}: {
  label: string;
  options: readonly FilterOption[];
  selected: string | null;
  hrefOf: (value: string | null) => string;
}) {
  return (
    <nav aria-label={label} className={styles.filter}>
      <ul className={styles.chips}>
        {options.map((option) => (
          <li key={option.value ?? "all"}>
            <Link
              to={hrefOf(option.value)}
              className={styles.chip}
              aria-current={option.value === selected ? "page" : undefined}
              preventScrollReset
            >
              {option.label}
              {option.count === undefined ? null : <span className={styles.chipCount}>{option.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
