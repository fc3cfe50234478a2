import { Button } from "@casino/ui";
import styles from "./content.module.css";

/** `list` with the item at `index` moved by `delta` places (a copy; unchanged when it would leave the list). */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const copy = [...list];
  if (target < 0 || target >= copy.length) return copy;
  const [item] = copy.splice(index, 1) as [T];
  copy.splice(target, 0, item);
  return copy;
}

/**
 * Up and down buttons for one row of an ordered list: real buttons, so the keyboard and screen readers
 * reorder as well as a mouse. The move is sent to the server and shown once it answers.
 */
export function ReorderButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  return (
    <span className={styles.reorder}>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${name} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        ↑
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${name} down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        ↓
      </Button>
    </span>
  );
}
