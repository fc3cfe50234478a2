/** A piece of an email's text: plain text, or a link to show as one. */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** Splits plain text into text and http(s) links, so the links of an email can be followed. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    // A sentence's final full stop or comma is not part of the address.
    const href = match[0].replace(/[.,;:!?]+$/, "");
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
