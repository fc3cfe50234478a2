import { describe, expect, it } from "vitest";
import { loadScriptsAfterFirstPaint, loadScriptsAfterFirstPaintStream } from "./after-first-paint";

const DOCUMENT = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n1"/><link rel="stylesheet" href="/assets/s.css"/></head>',
  "<body><main>Café — the page</main>",
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root-C.js";</script>',
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>',
].join("");

describe("scripts loaded after the first paint (issue #10: LCP)", () => {
  it("takes the module preloads out of the head and runs the module script from a bootstrap after a frame", () => {
    const html = loadScriptsAfterFirstPaint(DOCUMENT);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script nonce="n1" type="module"');
    // The module's code is unchanged, so a kept page's CSP hash of it still allows it.
    expect(html).toContain(
      '<script nonce="n1" type="text/x-after-first-paint">import * as route0 from "/assets/root-C.js";</script>',
    );
    const bootstrap = html.match(/<script nonce="n1">(\(\(\)=>\{const me=[^<]*)<\/script>/)?.[1] ?? "";
    expect(bootstrap).toContain('["/assets/entry.client-A.js","/assets/framework-B.js"]');
    expect(bootstrap).toContain("requestAnimationFrame");
    // Everything else of the page is as rendered.
    expect(html).toContain("<main>Café — the page</main>");
    expect(html).toContain('<link rel="stylesheet" href="/assets/s.css"/>');
  });

  it("leaves a document without a module script as it is", () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body>404</body></html>';
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
  });

  it("gives the same document when it streams in pieces that split tags and characters", async () => {
    const bytes = new TextEncoder().encode(DOCUMENT);
    for (const size of [1, 7, 64, bytes.length]) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
          controller.close();
        },
      });
      const streamed = await new Response(loadScriptsAfterFirstPaintStream(body)).text();
      expect(streamed === loadScriptsAfterFirstPaint(DOCUMENT), `pieces of ${size} bytes`).toBe(true);
    }
  });
});
