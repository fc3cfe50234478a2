import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import webPush from "web-push";
import type { VapidKeys } from "./web-push.repo";

/** A browser's subscription as the sender needs it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service made of a message: `delivered` (2xx); `gone` (404, 410: the browser unsubscribed,
 * forget the subscription); `rejected` (an answer no retry can change: bad request, VAPID refused, too
 * large); `failed` (5xx, 429, network, timeout: try again later).
 */
export type SendOutcome =
  | { kind: "delivered" }
  | { kind: "gone"; status: number }
  | { kind: "rejected"; reason: string }
  | { kind: "failed"; reason: string };

export interface PushSenderOptions {
  vapid: VapidKeys;
  /** The VAPID `sub` claim: `mailto:` or `https:`. */
  subject: string;
  /** How long the push service keeps a message for a browser that is offline (the `TTL` header). */
  ttlSeconds: number;
  /** A send that takes longer is abandoned and retried. */
  timeoutMs: number;
}

export type PushSender = (target: PushTarget, payload: string) => Promise<SendOutcome>;

/** Enough of an error answer to say why in the log; the rest is not read. */
const MAX_ANSWER_BYTES = 1024;

/**
 * Sends one message with the Web Push protocol (RFC 8030): web-push encrypts the payload for the browser
 * (aes128gcm, RFC 8291) and signs the VAPID header (RFC 8292); this module makes the request. web-push's own
 * `sendNotification` always speaks TLS, so it cannot reach the plain-http push endpoint a test starts on
 * loopback; and it reads the answer whole. Here the request goes out over http only for endpoints the
 * guard allowed as such, follows no redirect, and reads at most 1 KiB of an answer.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const vapidDetails = { subject: options.subject, ...options.vapid };
  return async (target, payload) => {
    let details: ReturnType<typeof webPush.generateRequestDetails>;
    try {
      details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails, TTL: options.ttlSeconds, contentEncoding: "aes128gcm", urgency: "normal" },
      );
    } catch (error) {
      // Keys that cannot encrypt stay that way.
      return { kind: "rejected", reason: error instanceof Error ? error.message : String(error) };
    }
    try {
      const { status, text } = await post(
        target.endpoint,
        details.headers as Record<string, string>,
        details.body,
        options.timeoutMs,
      );
      if (status >= 200 && status < 300) return { kind: "delivered" };
      if (status === 404 || status === 410) return { kind: "gone", status };
      const reason = `push service answered ${status}${text ? `: ${text}` : ""}`;
      return [400, 401, 403, 413].includes(status)
        ? { kind: "rejected", reason }
        : { kind: "failed", reason };
    } catch (error) {
      return { kind: "failed", reason: error instanceof Error ? error.message : String(error) };
    }
  };
}

function post(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer | null,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  const url = new URL(endpoint);
  const request = url.protocol === "http:" ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: "POST", headers, timeout: timeoutMs }, (answer) =>
      readCapped(answer).then((text) => resolve({ status: answer.statusCode ?? 0, text }), reject),
    );
    // `timeout` is idleness; the whole exchange is bounded too, so a trickling service cannot hold a send.
    const deadline = setTimeout(() => outgoing.destroy(new Error("push service timed out")), timeoutMs);
    outgoing.on("timeout", () => outgoing.destroy(new Error("push service timed out")));
    outgoing.on("error", reject);
    outgoing.on("close", () => clearTimeout(deadline));
    outgoing.end(body ?? undefined);
  });
}

function readCapped(answer: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    answer.on("data", (chunk: Buffer) => {
      if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
      size += chunk.length;
      if (size >= MAX_ANSWER_BYTES) answer.destroy();
    });
    const done = () => resolve(Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString("utf8").trim());
    answer.on("end", done);
    answer.on("close", done);
    answer.on("error", done);
  });
}
