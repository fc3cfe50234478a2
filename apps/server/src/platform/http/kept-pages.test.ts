import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createInProcessBus } from "../bus";
import { createReadCache } from "../read-cache";
import {
  createKeptPages,
  endOfUtcDay,
  inlineScriptHashes,
  type KeptPage,
  preferredEncoding,
} from "./kept-pages";

const NOW = Date.parse("2026-11-25T10:00:00Z");

function page(dependsOn: string[], bytes = 10): KeptPage {
  const body = Buffer.alloc(bytes);
  return {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    body: { identity: body, br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
    scriptHashes: [],
    dependsOn: new Set(dependsOn),
    validUntil: endOfUtcDay(NOW),
  };
}

function setUp(maxBytes?: number) {
  const readCache = createReadCache(createInProcessBus());
  return { readCache, pages: createKeptPages(readCache, maxBytes) };
}

describe("guest page cache", () => {
  it("sends a kept page until a topic it shows changes, and keeps the pages that do not show it", () => {
    const { readCache, pages } = setUp();
    pages.keep("/", pages.mark(), page(["home", "catalogue"]));
    pages.keep("/page/terms", pages.mark(), page(["legal-pages"]));
    expect(pages.lookup("/", NOW)).toBeDefined();
    readCache.forget("catalogue");
    expect(pages.lookup("/", NOW)).toBeUndefined();
    expect(pages.lookup("/page/terms", NOW)).toBeDefined();
    readCache.forgetAll();
    expect(pages.lookup("/page/terms", NOW)).toBeUndefined();
  });

  it("does not keep a page rendered while something changed: it may show the old data", () => {
    const { readCache, pages } = setUp();
    const mark = pages.mark();
    readCache.forget("some-other-topic");
    pages.keep("/", mark, page(["home"]));
    expect(pages.lookup("/", NOW)).toBeUndefined();
  });

  it("renders a page again on a new UTC day, since it shows the year", () => {
    const { pages } = setUp();
    pages.keep("/", pages.mark(), page(["home"]));
    expect(pages.lookup("/", Date.parse("2026-11-25T23:59:59.999Z"))).toBeDefined();
    expect(pages.lookup("/", Date.parse("2026-11-26T00:00:00Z"))).toBeUndefined();
  });

  it("lets the least recently sent pages go when the bytes are used up", () => {
    const { pages } = setUp(25);
    pages.keep("a", pages.mark(), page([]));
    pages.keep("b", pages.mark(), page([]));
    expect(pages.lookup("a", NOW)).toBeDefined();
    pages.keep("c", pages.mark(), page([]));
    expect(pages.lookup("b", NOW)).toBeUndefined();
    expect(pages.lookup("a", NOW)).toBeDefined();
    expect(pages.lookup("c", NOW)).toBeDefined();
    pages.keep("huge", pages.mark(), page([], 26));
    expect(pages.lookup("huge", NOW)).toBeUndefined();
    expect(pages.lookup("a", NOW)).toBeDefined();
  });
});

describe("encoding of a kept page", () => {
  it("sends brotli, else gzip, else the text, and honours a refusal", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0.0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });
});

describe("inline script hashes", () => {
  it("hashes the text of every inline script once, not the scripts loaded from a file", () => {
    const html =
      '<script nonce="x">window.a=1</script><script type="module" src="/assets/a.js"></script>' +
      '<script>window.a=1</script><script async="">import("/b.js")</script><script></script>';
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/b.js")')]);
  });
});
