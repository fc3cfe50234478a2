import { type ReactNode, useId } from "react";
import styles from "./section.module.css";

type SectionProps = {
  /** The heading's content; the section is named by it for screen readers. */
  title: ReactNode;
  /** The heading's level: 1 for a page, 2 (default) for a block in one. */
  level?: 1 | 2 | 3;
  className?: string;
  titleClassName?: string;
  /** Set when something outside points at the section (a link to `#id`). */
  id?: string;
  /** Shown above the heading (a link back to the list the page belongs to). */
  before?: ReactNode;
  children?: ReactNode;
};

/** A landmark region named by its own heading (`aria-labelledby`), so a list of regions reads as a table of contents. */
export function Section({ title, level = 2, className, titleClassName, id, before, children }: SectionProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <section id={id} className={className} aria-labelledby={titleId}>
      {before}
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A page: a level-one section in the page column's layout, with its title. */
export function Page({
  title,
  className,
  before,
  children,
}: Pick<SectionProps, "title" | "className" | "before" | "children">) {
  return (
    <Section
      title={title}
      before={before}
      level={1}
      className={className ? `${styles.page} ${className}` : styles.page}
      titleClassName={styles.title}
    >
      {children}
    </Section>
  );
}

/** Class names of a page's framed message (loading, empty, failed): `notice`. */
export const pageClassNames = { notice: styles.notice } as const;
