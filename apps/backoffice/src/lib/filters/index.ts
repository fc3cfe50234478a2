import { useCallback, useMemo } from "react";

export { default as filterStyles } from "./filters.module.css";

import { useSearchParams } from "react-router";

/**
 * A screen's filters held in the URL (`?from=…&brand=…`), so a filtered view can be shared by link. Setting
 * filters drops the page (`page`, `before`): a new filter starts from its first page.
 */
export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const values: Partial<Record<Name, string>> = {};
    for (const name of names) {
      const value = params.get(name);
      if (value) values[name] = value;
    }
    return values;
  }, [params, names]);
  const setFilters = useCallback(
    (next: Partial<Record<Name, string>>) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const name of names) {
          const value = next[name]?.trim();
          if (value) updated.set(name, value);
          else updated.delete(name);
        }
        updated.delete("page");
        updated.delete("before");
        return updated;
      }),
    [setParams, names],
  );
  return [filters, setFilters, params] as const;
}

/** A `<form>`'s named text fields as filter values. */
export function formValues<Name extends string>(form: HTMLFormElement, names: readonly Name[]) {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? "")])) as Record<
    Name,
    string
  >;
}
