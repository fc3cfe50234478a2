import { gzipSync } from "node:zlib";
import { closing, startCasinoServer } from "./support/casino-server";
import type { BenchResult } from "./support/result";
import { importServerBuild } from "./support/web-build";

const TAG = /<(script|link)\b([^>]*)>([^<]*)/g;
const ATTRIBUTE = /([\w-]+)(?:="([^"]*)")?/g;
// Static imports of an inline module script (React Router's bootstrap imports the route modules).
const STATIC_IMPORT = /\bimport\s*(?:[\w*{}\s,]+\s*from\s*)?"([^"]+)"/g;

/**
 * Bytes of JavaScript a guest's browser downloads before the home page is interactive, gzipped, against
 * the smallest React Router page of the same build: its entry.client and the chunks that entry imports
 * (react, react-dom, react-router). Both are taken from the manifest React Router compiled into the
 * server build, because it deletes Vite's `.vite/manifest.json` after building.
 */
export async function initialJs(): Promise<BenchResult[]> {
  const server = await startCasinoServer({ withWebApp: true });
  return closing(server, async () => {
    const page = await fetch(`${server.origin}/`);
    if (page.status !== 200) throw new Error(`GET / gave ${page.status}`);
    const pageUrls = scriptUrls(await page.text());

    const { entry } = (await importServerBuild()).assets;
    const frameworkUrls = [entry.module, ...entry.imports];

    const sizes = new Map<string, number>();
    for (const url of new Set([...pageUrls, ...frameworkUrls])) {
      sizes.set(url, await gzippedSize(new URL(url, server.origin)));
    }
    const kib = (urls: string[]) => urls.reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0) / 1024;
    const pageKib = kib(pageUrls);
    const frameworkKib = kib(frameworkUrls);

    return [
      {
        name: "initial-js.guest-home-kib-gzip",
        value: pageKib,
        budget: { atMost: 150, source: "issue #10" },
        detail: `${pageUrls.length} files: ${pageUrls.map((u) => `${fileName(u)} ${kib([u]).toFixed(1)}`).join(", ")}`,
      },
      {
        name: "initial-js.app-vs-framework",
        value: pageKib / frameworkKib,
        detail: `guest home ${pageKib.toFixed(1)} KiB gzip; framework ${frameworkKib.toFixed(1)} KiB gzip (${frameworkUrls.map(fileName).join(", ")})`,
      },
    ];
  });
}

/** What the bootstrap of a page that loads its scripts after the first paint preloads (decision 025). */
const PRELOADED_AFTER_PAINT = /hrefs=(\[[^\]]*\])/;

/**
 * Every script the document makes the browser fetch: `<script src>`, modulepreloads, inline imports, and
 * the same loaded after the first paint (decision 025): the bootstrap's preloads and its module's imports.
 */
function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [, tag, rawAttributes = "", body = ""] of html.matchAll(TAG)) {
    const attributes = new Map([...rawAttributes.matchAll(ATTRIBUTE)].map(([, k = "", v = ""]) => [k, v]));
    const src = attributes.get("src");
    const href = attributes.get("href");
    if (tag === "script" && src) urls.add(src);
    if (tag === "link" && attributes.get("rel") === "modulepreload" && href) urls.add(href);
    const type = attributes.get("type");
    if (tag === "script" && (type === "module" || type === "text/x-after-first-paint")) {
      for (const [, specifier = ""] of body.matchAll(STATIC_IMPORT)) urls.add(specifier);
    }
    const preloads = tag === "script" ? PRELOADED_AFTER_PAINT.exec(body)?.[1] : undefined;
    if (preloads) for (const url of JSON.parse(preloads) as string[]) urls.add(url);
  }
  return [...urls];
}

async function gzippedSize(url: URL): Promise<number> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url.pathname} gave ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

function fileName(url: string): string {
  return url.slice(url.lastIndexOf("/") + 1);
}
