import type { ComponentProps } from "react";
import { useMatch } from "react-router";
import { AppLink } from "./app-link";

/** An AppLink that tells assistive technology when it points at the page shown (`aria-current`). */
export function CurrentPageLink({ to, ...props }: ComponentProps<typeof AppLink>) {
  const isCurrent = useMatch({ path: to, end: true }) !== null;
  return <AppLink to={to} aria-current={isCurrent ? "page" : undefined} {...props} />;
}
