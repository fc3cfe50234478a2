import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import type { TranslationValues } from "./translator";
import { interpolate } from "./translator";
import { useTranslation } from "./use-translation";

const TAG = /<(\/?)([a-zA-Z][\w-]*)>/g;

interface Node {
  tag: string | null;
  children: (Node | string)[];
}

/** `a <mail>{{email}}</mail> b` as a tree of text and named tags; a tag left open closes at the end. */
function parse(text: string): Node {
  const root: Node = { tag: null, children: [] };
  const stack = [root];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, name = ""] = match;
    const top = stack[stack.length - 1] ?? root;
    if (match.index > last) top.children.push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (closing) {
      if (stack.length > 1 && top.tag === name) stack.pop();
    } else {
      const node: Node = { tag: name, children: [] };
      top.children.push(node);
      stack.push(node);
    }
  }
  if (last < text.length) (stack[stack.length - 1] ?? root).children.push(text.slice(last));
  return root;
}

function render(
  nodes: (Node | string)[],
  values: TranslationValues | undefined,
  components: Readonly<Record<string, ReactElement>>,
): ReactNode[] {
  return nodes.map((node, index) => {
    // Placeholders are filled inside text only, so a value can never add a tag.
    if (typeof node === "string") return interpolate(node, values);
    const children = render(node.children, values, components);
    const component = node.tag === null ? undefined : components[node.tag];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
    if (!component) return <Fragment key={index}>{children}</Fragment>;
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
    return cloneElement(component, { key: index }, ...children);
  });
}

/**
 * A text with markup: each `<name>…</name>` of the text becomes `components[name]` with the text between
 * the tags as its children (a link inside a sentence), so translators keep the whole sentence in order.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: TranslationValues;
  components: Readonly<Record<string, ReactElement>>;
}) {
  const { t } = useTranslation();
  // The raw text: placeholders are filled after the tags are read.
  const text = t(i18nKey);
  return <>{render(parse(text).children, values, components)}</>;
}
