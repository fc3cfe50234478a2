import { createECDH, type ECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error http_ece ships no types; it is the Encrypted Content-Encoding web-push itself uses.
import ece from "http_ece";

/** One message as the push service received it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 speaking RFC 8030 as far as a sender sees it: POST to a subscription's
 * endpoint, answered `201 Created` unless the test chose another status for the next messages.
 */
export interface LocalPushService {
  origin: string;
  received: ReceivedPush[];
  /** The status the next messages get; with no argument, back to 201. */
  answerWith(status?: number): void;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  let status = 201;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status, status === 201 ? { location: `/message/${received.length}` } : {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answerWith(next = 201) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The keys a browser makes when it subscribes: a P-256 key pair and a 16-byte authentication secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  authSecret: Buffer;
  /** As `PushSubscription.toJSON().keys` carries them. */
  keys: { p256dh: string; auth: string };
}

export function makeBrowserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
  };
}

/** What the browser would read from an aes128gcm message (RFC 8291) with its private key and secret. */
export function decryptPush(body: Buffer, browser: BrowserKeys): string {
  const plain = ece.decrypt(body, {
    version: "aes128gcm",
    privateKey: browser.ecdh,
    authSecret: browser.authSecret.toString("base64url"),
  }) as Buffer;
  return plain.toString("utf8");
}
