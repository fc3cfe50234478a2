// A worker thread of support/wallet-load.ts: sends signed seamless-wallet bets at a fixed rate (open loop,
// like wrk2) and times each one from the moment it was due, so a bet that had to wait for a free connection
// counts its wait. autocannon's `overallRate` cannot do this: each connection sends back to back until it
// has used up its requests of the current second, then idles until the next one, so "80 % of the load" is
// full load 80 % of the time and its latencies are those of a saturated server.
//
// Like autocannon it writes prebuilt HTTP/1.1 requests on raw keep-alive sockets (one request at a time
// per socket) and reads just the status and Content-Length of each answer: node:http costs the client
// several times more CPU, which on a small machine is taken from the server being measured.
import { createHmac, randomBytes } from "node:crypto";
import { connect, type Socket } from "node:net";
import { parentPort } from "node:worker_threads";

export interface PacedRun {
  url: string;
  secret: string;
  tokens: readonly string[];
  amount: number;
  /** Bets per second, evenly spaced. */
  rate: number;
  seconds: number;
  /** Keep-alive connections at most; a bet due while all are busy waits for one (and that wait counts). */
  connections: number;
}

export interface PacedResult {
  /** Bets answered (all of them unless the run failed). */
  answered: number;
  seconds: number;
  /** Latencies in ms from when each bet was due to when its answer ended, sorted. */
  latenciesMs: number[];
  /** The answer that was not 2xx (or the error) that ended the run, if any. */
  failure: string | null;
}

if (!parentPort) throw new Error("paced-bets-worker runs as a worker thread");
const port = parentPort;
port.on("message", (run: PacedRun) => {
  pace(run).then(
    (result) => port.postMessage(result),
    (error: unknown) => port.postMessage({ error: String(error) }),
  );
});
port.postMessage("ready");

const HEADER_END = Buffer.from("\r\n\r\n");

/** One keep-alive connection answering one request at a time. */
class Connection {
  private readonly socket: Socket;
  private pending: Buffer = Buffer.alloc(0);
  private current: ((status: number, body: string) => void) | null = null;

  constructor(host: string, port: number, onError: (error: Error) => void) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on("error", onError);
    this.socket.on("data", (chunk: Buffer) => this.read(chunk));
  }

  send(request: Buffer, onAnswer: (status: number, body: string) => void) {
    this.current = onAnswer;
    this.socket.write(request);
  }

  close() {
    this.socket.destroy();
  }

  private read(chunk: Buffer) {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const headerEnd = this.pending.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.pending.subarray(0, headerEnd).toString("latin1");
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) throw new Error(`an answer without Content-Length:\n${head}`);
    const end = headerEnd + HEADER_END.length + Number(length);
    if (this.pending.length < end) return;
    const status = Number(head.slice(9, 12));
    const body = this.pending.subarray(headerEnd + HEADER_END.length, end).toString();
    this.pending = this.pending.subarray(end);
    const answer = this.current;
    this.current = null;
    answer?.(status, body);
  }
}

function pace(run: PacedRun): Promise<PacedResult> {
  const url = new URL(run.url);
  const prefix = randomBytes(6).toString("hex");
  const total = Math.max(1, Math.round(run.rate * run.seconds));
  const intervalMs = 1000 / run.rate;
  const latenciesMs: number[] = [];
  let failure: string | null = null;
  let done = 0;
  let next = 0;

  const request = (n: number) => {
    const body = JSON.stringify({
      sessionToken: run.tokens[n % run.tokens.length],
      transactionId: `${prefix}-${n}`,
      roundId: `${prefix}-${n}`,
      amount: run.amount,
    });
    // ADR 008's signing string, inline: the worker keeps its imports to node built-ins.
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac("sha256", run.secret).update(`${timestamp}.bet.${body}`).digest("hex");
    return Buffer.from(
      `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Timestamp: ${timestamp}\r\nX-Signature: ${signature}\r\n\r\n${body}`,
    );
  };

  return new Promise((resolve) => {
    const connections: Connection[] = [];
    let over = false;
    const end = () => {
      over = true;
      for (const connection of connections) connection.close();
      latenciesMs.sort((a, b) => a - b);
      resolve({
        answered: done,
        seconds: (performance.now() - started) / 1000,
        latenciesMs,
        failure,
      });
    };
    const finish = () => {
      done += 1;
      if (done === total) end();
    };
    // Any failure ends the run at once: the benchmark fails, and a dead socket would never answer.
    const fail = (what: string) => {
      if (over) return;
      failure = what;
      end();
    };
    const idle: Connection[] = [];
    const waiting: { n: number; dueAt: number }[] = [];
    const dispatch = (connection: Connection) => {
      const bet = waiting.shift();
      if (!bet) {
        idle.push(connection);
        return;
      }
      connection.send(request(bet.n), (status, body) => {
        if (over) return;
        if (status < 200 || status >= 300) fail(`${status} ${body}`);
        else {
          latenciesMs.push(performance.now() - bet.dueAt);
          finish();
        }
        dispatch(connection);
      });
    };
    const onError = (error: Error) => fail(String(error));
    for (let i = 0; i < run.connections; i++) {
      const connection = new Connection(url.hostname, Number(url.port), onError);
      connections.push(connection);
      idle.push(connection);
    }

    const started = performance.now() + 20;
    const tick = () => {
      if (over) return;
      const now = performance.now();
      for (let dueAt = started + next * intervalMs; next < total && dueAt <= now; dueAt += intervalMs) {
        waiting.push({ n: next++, dueAt });
        const connection = idle.pop();
        if (connection) dispatch(connection);
      }
      if (next < total) setTimeout(tick, Math.max(0, started + next * intervalMs - performance.now()));
    };
    setTimeout(tick, Math.max(0, started - performance.now()));
  });
}
