import { type ChildProcess, fork } from "node:child_process";
import type {
  ClientPlan,
  ClientsEnvelope,
  ClientsReply,
  ClientsRequest,
  StepLatencies,
} from "./push-clients-process";

export type { ClientPlan, StepLatencies };

const SCRIPT = new URL("./push-clients-process.ts", import.meta.url).pathname;
/** Sockets opening at once: enough to connect thousands in seconds, few enough not to time out. */
const CONNECT_CONCURRENCY = 200;

/**
 * WebSocket clients in a child process (support/push-clients-process.ts): connected to one server at a
 * time, they count what each step of a benchmark delivered and how late. Any client that the server
 * drops fails the next call: a dropped subscriber would make a step look faster than it was.
 */
export class PushClients {
  #next = 1;
  readonly #pending = new Map<number, { resolve(envelope: ClientsEnvelope): void; reject(e: Error): void }>();

  private constructor(private readonly child: ChildProcess) {
    child.on("message", (envelope: ClientsEnvelope) => {
      this.#pending.get(envelope.id)?.resolve(envelope);
      this.#pending.delete(envelope.id);
    });
    child.on("exit", (code, signal) => {
      for (const { reject } of this.#pending.values())
        reject(new Error(`push clients exited (${code ?? signal})`));
      this.#pending.clear();
    });
  }

  static start(): PushClients {
    // The clients' process runs TypeScript as this one does; structured clones carry Infinity.
    const child = fork(SCRIPT, [], { execArgv: ["--import", "tsx"], serialization: "advanced" });
    return new PushClients(child);
  }

  /** Opens one socket per plan and resolves once every one is ready; the seconds it took. */
  async connect(plans: ClientPlan[]): Promise<number> {
    const reply = await this.#ask({ type: "connect", plans, concurrency: CONNECT_CONCURRENCY });
    return reply.type === "connected" ? reply.seconds : Number.NaN;
  }

  /** Waits until `sent` messages of the step arrived or `timeoutMs` passed; how many arrived. */
  async awaitStep(step: number, sent: number, timeoutMs: number): Promise<number> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const reply = await this.#ask({ type: "received", step });
      const received = reply.type === "received" ? reply.received : 0;
      if (received >= sent || performance.now() > deadline) return received;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async latencies(step: number, sent: number): Promise<StepLatencies> {
    const reply = await this.#ask({ type: "latencies", step, sent });
    if (reply.type !== "latencies") throw new Error(`push clients answered ${reply.type}`);
    return reply.latencies;
  }

  /** Closes every socket (the server sees them go) and forgets what was counted. */
  async disconnect(): Promise<void> {
    await this.#ask({ type: "disconnect" });
  }

  close(): void {
    if (this.child.exitCode === null) this.child.kill();
  }

  #ask(request: ClientsRequest): Promise<ClientsReply> {
    const id = this.#next++;
    return new Promise<ClientsEnvelope>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.child.send({ id, request });
    }).then((envelope) => {
      if ("error" in envelope) throw new Error(`push clients: ${envelope.error}`);
      if (envelope.dropped > 0 && request.type !== "disconnect")
        throw new Error(
          `the server dropped ${envelope.dropped} client(s), the last with ${envelope.lastDrop}`,
        );
      return envelope.reply;
    });
  }
}
