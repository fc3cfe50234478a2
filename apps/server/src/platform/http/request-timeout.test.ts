import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// A real listening socket: inject cannot send half a body.
describe("a request that never finishes arriving", () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REQUEST_TIMEOUT_SECONDS: "1" },
      extend(app) {
        app.post("/rest/test/upload/", async () => ({ received: true }));
      },
    });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it("is answered 408 and cut off after REQUEST_TIMEOUT_SECONDS, even while bytes keep coming", async () => {
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    const started = Date.now();
    const closed = new Promise<number>((resolve) =>
      socket.once("close", () => resolve(Date.now() - started)),
    );
    socket.write(
      [
        "POST /rest/test/upload/ HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        "Content-Type: application/json",
        "x-casino-client: web",
        "Content-Length: 100000",
        "",
        '{"note":',
      ].join("\r\n"),
    );
    // A slow client that keeps dripping bytes is not idle, so only the request timeout can end it.
    const drip = setInterval(() => socket.write(" "), 200);
    try {
      const elapsed = await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      // One second of timeout, checked every second: well before the client would ever finish.
      expect(elapsed).toBeGreaterThanOrEqual(900);
      expect(elapsed).toBeLessThan(4000);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
  }, 60_000);
});
