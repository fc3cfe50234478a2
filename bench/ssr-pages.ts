import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { createTestPlayer } from "../apps/server/src/test-support/players";
import { closing, listenLocally, startCasinoServer } from "./support/casino-server";
import { compareSides, httpSide } from "./support/load";
import { type BenchResult, formatThroughput } from "./support/result";

// What a phone's browser sends: it takes brotli, and identifies itself.
const BROWSER = { "accept-encoding": "gzip, deflate, br", "user-agent": "casino-bench" };

const ISSUE = "issue #10";

/** A render takes far longer than a bare send: a longer warm-up lets the JIT and the caches settle. */
const SHAPE = { warmUpSeconds: 3, roundSeconds: 3, rounds: 3 };

interface Page {
  name: string;
  path: string;
  signedIn: boolean;
}

const PAGES: Page[] = [
  { name: "guest-home", path: "/", signedIn: false },
  { name: "signin", path: "/signin", signedIn: false },
  { name: "lobby", path: "/lobby/", signedIn: true },
];

/**
 * Server-rendered pages over HTTP through the whole server, against a bare Fastify route that sends the
 * same bytes (the compressed document the server just rendered, with its content headers) in the same
 * run: the ratio is what rendering a page costs next to merely sending it. Also the compressed size of
 * the guest home, which is what a phone downloads before it can paint.
 */
export async function ssrPages(): Promise<BenchResult[]> {
  const server = await startCasinoServer({ withWebApp: true });
  return closing(server, async () => {
    // A player who comes back: registered, e-mail confirmed (a fresh sign-up's pages are theirs alone).
    const player = await createTestPlayer(server.db, { registrationComplete: true, emailConfirmed: true });
    const results: BenchResult[] = [];
    for (const page of PAGES) {
      const headers = { ...BROWSER, ...(page.signedIn ? { cookie: player.cookie } : {}) };
      const url = `${server.origin}${page.path}`;
      const sample = await fetch(url, { headers, redirect: "manual" });
      if (sample.status !== 200) throw new Error(`GET ${page.path} gave ${sample.status}`);
      // fetch decodes the body; the bare route must send what went over the wire, so ask without decoding.
      const wire = await rawBody(url, headers);
      const bare = Fastify();
      bare.get("/page", (_request, reply) => {
        reply.header("content-type", wire.contentType);
        if (wire.contentEncoding) reply.header("content-encoding", wire.contentEncoding);
        reply.send(wire.bytes);
      });
      const measured = await closing(bare, async () => {
        const bareOrigin = await listenLocally(bare);
        return compareSides(httpSide(url, headers), httpSide(`${bareOrigin}/page`, headers), SHAPE);
      });
      results.push({
        name: `ssr-pages.${page.name}.server-vs-bare-bytes`,
        value: measured.ratio,
        detail: `${formatThroughput("server", measured.subject)}; ${formatThroughput("bare", measured.baseline)}; ${(wire.bytes.length / 1024).toFixed(1)} KiB ${wire.contentEncoding ?? "uncompressed"}`,
        budget: { atLeast: 0.1, source: ISSUE },
      });
      if (page.name === "guest-home") {
        results.push({
          name: "ssr-pages.guest-home.html-kib-compressed",
          value: wire.bytes.length / 1024,
          detail: `${wire.contentEncoding ?? "uncompressed"}; ${(wire.decodedLength / 1024).toFixed(1)} KiB decoded`,
          budget: { atMost: 40, source: ISSUE },
        });
      }
    }
    return results;
  });
}

/** The body as sent (still compressed), with the headers that describe it. */
async function rawBody(url: string, headers: Record<string, string>) {
  return new Promise<{ bytes: Buffer; contentType: string; contentEncoding?: string; decodedLength: number }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const decoded =
            encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;
          resolve({
            bytes,
            contentType: String(response.headers["content-type"]),
            ...(encoding ? { contentEncoding: encoding } : {}),
            decodedLength: decoded.length,
          });
        });
        response.on("error", reject);
      })
        .on("error", reject)
        .end();
    },
  );
}
