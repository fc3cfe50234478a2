// A child process of support/push-clients.ts: thousands of WebSocket clients, off the event loop (and the
// core) of the servers being measured, and out of their process, so the server's memory is its own.
//
// Each client opens one socket and, on the push channel, waits for the connect frame, subscribes to its
// channel with the channel token and waits for the answer; on a bare `ws` server it is ready once open.
// Every publication carries `"s":<step>` and `"t":<due, µs on the monotonic clock>`: the client reads both
// straight from the frame's bytes (no JSON.parse, no string), so the client costs as little as it can per
// message and both sides of a comparison are read alike. Latencies go into a histogram per step.
import { WebSocket } from "ws";
import { monotonicMicros } from "./monotonic-clock";

export interface ClientPlan {
  url: string;
  /** The channel to join and its token; null on a bare server, which sends to every socket it has. */
  subscribe: { channel: string; token: string } | null;
}

export interface StepLatencies {
  received: number;
  /** Percentiles over every message sent in the step: one that never arrived counts as infinitely late. */
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export type ClientsRequest =
  | { type: "connect"; plans: ClientPlan[]; concurrency: number }
  | { type: "received"; step: number }
  | { type: "latencies"; step: number; sent: number }
  | { type: "disconnect" };

export type ClientsReply =
  | { type: "connected"; seconds: number }
  | { type: "received"; received: number }
  | { type: "latencies"; latencies: StepLatencies }
  | { type: "disconnected" };

/** Every message from the parent gets one answer with its id, or `error`. */
export type ClientsEnvelope =
  | { id: number; reply: ClientsReply; dropped: number; lastDrop: string | null }
  | { id: number; error: string };

const BUCKET_US = 100;
/** 0.1 ms buckets up to 30 s; the last one holds anything later. */
const BUCKETS = 300_000;
const HANDSHAKE_TIMEOUT_MS = 15_000;
const TIME_KEY = Buffer.from('"t":');
const STEP_KEY = Buffer.from('"s":');
const PONG = JSON.stringify({ pong: {} });

const histograms = new Map<number, { counts: Uint32Array; received: number }>();
const sockets: WebSocket[] = [];
let dropped = 0;
let lastDrop: string | null = null;
let isDisconnecting = false;

function readInteger(data: Buffer, from: number): number {
  let value = 0;
  for (let index = from; index < data.length; index++) {
    const digit = (data[index] ?? 0) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
}

function record(data: Buffer, timeAt: number) {
  const latencyUs = monotonicMicros() - readInteger(data, timeAt + TIME_KEY.length);
  const step = readInteger(data, data.indexOf(STEP_KEY) + STEP_KEY.length);
  let histogram = histograms.get(step);
  if (!histogram) {
    histogram = { counts: new Uint32Array(BUCKETS), received: 0 };
    histograms.set(step, histogram);
  }
  const bucket = Math.min(BUCKETS - 1, Math.max(0, Math.floor(latencyUs / BUCKET_US)));
  histogram.counts[bucket] = (histogram.counts[bucket] ?? 0) + 1;
  histogram.received += 1;
}

/** Opens one client and resolves once it is ready to receive (subscribed, on the push channel). */
function open(plan: ClientPlan): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(plan.url, { perMessageDeflate: false, skipUTF8Validation: true });
    let isReady = false;
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`no handshake in ${HANDSHAKE_TIMEOUT_MS} ms`));
    }, HANDSHAKE_TIMEOUT_MS);
    const ready = () => {
      isReady = true;
      clearTimeout(timer);
      resolve(socket);
    };
    socket.on("error", (error) => {
      if (!isReady) reject(error);
    });
    socket.on("close", (code, reason) => {
      clearTimeout(timer);
      if (!isReady) reject(new Error(`closed during the handshake: ${code} ${reason.toString()}`));
      else if (!isDisconnecting) {
        dropped += 1;
        lastDrop = `${code} ${reason.toString()}`;
      }
    });
    socket.on("open", () => {
      if (!plan.subscribe) ready();
    });
    socket.on("message", (data: Buffer) => {
      const timeAt = data.indexOf(TIME_KEY);
      if (timeAt !== -1) {
        record(data, timeAt);
        return;
      }
      const frame = JSON.parse(data.toString()) as Record<string, unknown>;
      if ("ping" in frame) socket.send(PONG);
      else if ("connect" in frame && plan.subscribe) {
        socket.send(JSON.stringify({ id: 1, subscribe: plan.subscribe }));
      } else if (frame.id === 1 && !isReady) {
        if ("error" in frame) reject(new Error(`subscribe refused: ${JSON.stringify(frame.error)}`));
        else ready();
      }
    });
  });
}

async function connect(plans: ClientPlan[], concurrency: number) {
  const started = performance.now();
  let next = 0;
  const opener = async () => {
    while (next < plans.length) {
      const plan = plans[next++];
      if (plan) sockets.push(await open(plan));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, opener));
  return (performance.now() - started) / 1000;
}

function latencies(step: number, sent: number): StepLatencies {
  const histogram = histograms.get(step) ?? { counts: new Uint32Array(BUCKETS), received: 0 };
  const percentile = (q: number) => {
    const rank = Math.max(1, Math.ceil(q * sent));
    if (rank > histogram.received) return Number.POSITIVE_INFINITY;
    let seen = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      seen += histogram.counts[bucket] ?? 0;
      if (seen >= rank) return ((bucket + 1) * BUCKET_US) / 1000;
    }
    return Number.POSITIVE_INFINITY;
  };
  let last = 0;
  for (let bucket = 0; bucket < BUCKETS; bucket++) if (histogram.counts[bucket]) last = bucket;
  return {
    received: histogram.received,
    p50Ms: percentile(0.5),
    p95Ms: percentile(0.95),
    p99Ms: percentile(0.99),
    maxMs: histogram.received < sent ? Number.POSITIVE_INFINITY : ((last + 1) * BUCKET_US) / 1000,
  };
}

async function disconnect() {
  isDisconnecting = true;
  const closed = sockets.map(
    (socket) =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) resolve();
        else socket.once("close", () => resolve());
      }),
  );
  for (const socket of sockets) socket.terminate();
  await Promise.all(closed);
  sockets.length = 0;
  histograms.clear();
  dropped = 0;
  lastDrop = null;
  isDisconnecting = false;
}

async function answer(request: ClientsRequest): Promise<ClientsReply> {
  switch (request.type) {
    case "connect":
      return { type: "connected", seconds: await connect(request.plans, request.concurrency) };
    case "received":
      return { type: "received", received: histograms.get(request.step)?.received ?? 0 };
    case "latencies":
      return { type: "latencies", latencies: latencies(request.step, request.sent) };
    case "disconnect":
      await disconnect();
      return { type: "disconnected" };
  }
}

const send = (envelope: ClientsEnvelope) => process.send?.(envelope);
process.on("message", (message: { id: number; request: ClientsRequest }) => {
  answer(message.request).then(
    (reply) => send({ id: message.id, reply, dropped, lastDrop }),
    (error: unknown) => send({ id: message.id, error: String(error) }),
  );
});
// The parent may die without a word (a failed run); then so do the clients.
process.on("disconnect", () => process.exit(0));
