import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ReadCache } from "../read-cache";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A document as rendered once for every guest (decision 023) or every player of a class (decision 024),
 * kept with its compressed forms and what its CSP must allow. It has no nonce of its own: every response
 * of it is the same bytes, so its inline scripts are allowed by hash.
 */
export interface KeptPage {
  status: number;
  /** The render's own headers (content type, anything a route set), without cookies or lengths. */
  headers: Record<string, string>;
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
  /** CSP sources (`'sha256-…'`) of the document's inline scripts. */
  scriptHashes: string[];
  /** Read-mostly topics the page shows; a change to any of them drops it. */
  dependsOn: ReadonlySet<string>;
  /** Clock time after which it is rendered again (the page shows the year: it is kept for a day at most). */
  validUntil: number;
}

export type PageEncoding = keyof KeptPage["body"];

export interface KeptPages {
  /** The kept page under this key, if it is still good at `now`. */
  lookup(key: string, now: number): KeptPage | undefined;
  /** A mark taken before a render: a change announced after it makes that render's page not kept. */
  mark(): number;
  /** Keeps a rendered page unless the data it shows changed since `mark` (the page may already be stale). */
  keep(key: string, mark: number, page: KeptPage): void;
}

/** Bytes of pages kept per process (every form of each): ~200 documents of today's size. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Rendered documents shared by many visitors, kept per process until a topic they show changes (ARCHITECTURE D25, decision
 * 022). The read cache tells which topics changed; least recently used pages go first when full.
 */
export function createKeptPages(readCache: ReadCache, maxBytes = MAX_BYTES): KeptPages {
  const pages = new Map<string, KeptPage>();
  let bytes = 0;
  let changes = 0;
  const drop = (key: string, page: KeptPage) => {
    pages.delete(key);
    bytes -= sizeOf(page);
  };
  readCache.onChange((topic) => {
    changes += 1;
    for (const [key, page] of pages) if (topic === null || page.dependsOn.has(topic)) drop(key, page);
  });

  return {
    lookup(key, now) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.validUntil <= now) {
        drop(key, page);
        return undefined;
      }
      // Map order is insertion order: re-inserting makes it the most recently used.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    mark: () => changes,
    keep(key, mark, page) {
      if (mark !== changes || sizeOf(page) > maxBytes) return;
      const previous = pages.get(key);
      if (previous) drop(key, previous);
      pages.set(key, page);
      bytes += sizeOf(page);
      for (const [oldest, oldPage] of pages) {
        if (bytes <= maxBytes) break;
        drop(oldest, oldPage);
      }
    },
  };
}

const sizeOf = (page: KeptPage) => page.body.identity.length + page.body.br.length + page.body.gzip.length;

/** An inline script's opening tag and text; React escapes `</script` inside, so the first close ends it. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP hash sources of every inline script of a document, as browsers compute them (UTF-8 text). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, text] of html.matchAll(INLINE_SCRIPT)) {
    if (!text) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The rendered document, compressed once for all who will get it. */
export async function compressedForms(html: Buffer): Promise<KeptPage["body"]> {
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzipped(html, { level: 9 }),
  ]);
  return { identity: html, br, gzip: gz };
}

/** The best form the browser takes: brotli, then gzip, else the text as it is (`q=0` refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

/** The start of the next UTC day: a kept page shows the year, so it lives until midnight at most. */
export function endOfUtcDay(now: number): number {
  const day = new Date(now);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
}
