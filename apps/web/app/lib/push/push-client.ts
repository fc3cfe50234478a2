import {
  type ClientFrame,
  isTerminalCloseCode,
  PING_GRACE_SECONDS,
  PUSH_CLOSE,
  ServerFrameSchema,
  type WsConnectionData,
} from "@casino/contracts";
import { reconnectDelay } from "./backoff";
import type { Subscription, SubscriptionOptions } from "./channel-subscription";
import { globalTimers, PendingCalls, type PushTimers, type TimerHandle } from "./push-calls";
import { type SubscriptionCommand, Subscriptions } from "./subscriptions";

export interface PushClientOptions {
  /** Fresh connection data (URL and tokens); null when nobody is signed in any more, which stops the client. */
  getConnectionData(): Promise<WsConnectionData | null>;
  WebSocketImpl?: typeof WebSocket;
  /** In [0, 1]: the backoff's jitter. */
  random?: () => number;
  timers?: PushTimers;
  /** Milliseconds since the epoch, to judge the connection token's expiry. */
  now?: () => number;
  /** Any channel's recovery failed (called after the subscription's own `onRecoveryFailed`). */
  onRecoveryFailed?(channel: string): void;
  log?(message: string, detail?: unknown): void;
}

export type PushClientState = "disconnected" | "connecting" | "connected" | "closed";

export interface PushClient {
  readonly state: PushClientState;
  /** Starts connecting (once; later calls do nothing). */
  connect(): void;
  /** One subscription per channel; it lives across reconnects until unsubscribed. */
  subscribe(channel: string, options: SubscriptionOptions): Subscription;
  /** Stops for good: no reconnect, no timers left, every subscription ended. */
  close(): void;
}

/** A server answers an upgrade with its connect frame at once; a link silent for a ping's grace is dead. */
export const CONNECT_TIMEOUT_MS = PING_GRACE_SECONDS * 1000;
/** A token this close to expiry is renewed first: the handshake and clock skew take some of it. */
const TOKEN_MARGIN_MS = 5000;
const OPEN = 1;

/** One socket; a new one per reconnect, so late events of an old socket are recognised and ignored. */
interface Link {
  socket: WebSocket;
  isConnected: boolean;
  pingTimeoutMs: number;
  watchdog: TimerHandle | null;
}

/**
 * The browser's end of the push channel (ARCHITECTURE D11, contracts' push.ts): one socket, reconnected with
 * jittered backoff unless closed with a terminal code, a watchdog for the server's pings, calls that time
 * out, and subscriptions that resume from the last offset they delivered, so nothing is lost or shown twice.
 */
export function createPushClient(options: PushClientOptions): PushClient {
  return new BrowserPushClient(options);
}

class BrowserPushClient implements PushClient {
  #state: PushClientState = "disconnected";
  readonly #options: PushClientOptions;
  readonly #timers: PushTimers;
  readonly #calls: PendingCalls;
  readonly #subscriptions: Subscriptions;
  #link: Link | null = null;
  #data: WsConnectionData | null = null;
  #mustRenewToken = false;
  #failures = 0;
  #reconnectTimer: TimerHandle | null = null;
  #hasStarted = false;

  constructor(options: PushClientOptions) {
    this.#options = options;
    this.#timers = options.timers ?? globalTimers;
    this.#calls = new PendingCalls(this.#timers);
    this.#subscriptions = new Subscriptions({
      connectedLink: () => (this.#link?.isConnected ? this.#link : null),
      call: (link, command) => this.#call(link as Link, command),
      channelToken: (channel) => this.#data?.connections.find((c) => c.channelName === channel)?.token,
      timers: this.#timers,
      random: () => (options.random ?? Math.random)(),
      log: (message, detail) => this.#log(message, detail),
      onRecoveryFailed: (channel) => options.onRecoveryFailed?.(channel),
    });
  }

  get state(): PushClientState {
    return this.#state;
  }

  connect(): void {
    if (this.#hasStarted || this.#state === "closed") return;
    this.#hasStarted = true;
    void this.#open();
  }

  subscribe(channel: string, options: SubscriptionOptions): Subscription {
    return this.#subscriptions.add(channel, options);
  }

  close(): void {
    if (this.#state === "closed") return;
    this.#state = "closed";
    if (this.#reconnectTimer) this.#timers.clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = null;
    if (this.#link) this.#detach(this.#link, 1000, "closed");
    this.#calls.failAll("closed");
    this.#subscriptions.close();
  }

  #log(message: string, detail?: unknown) {
    this.#options.log?.(message, detail);
  }

  /** Read through a method so TypeScript does not trust the state it saw before an await. */
  #isClosed(): boolean {
    return this.#state === "closed";
  }

  async #open(): Promise<void> {
    this.#reconnectTimer = null;
    if (this.#isClosed()) return;
    this.#state = "connecting";
    let data = this.#data;
    const now = this.#options.now?.() ?? Date.now();
    if (this.#mustRenewToken || !data || data.expires * 1000 <= now + TOKEN_MARGIN_MS) {
      try {
        data = await this.#options.getConnectionData();
      } catch (error) {
        if (this.#isClosed()) return;
        this.#log("push connection data unavailable", error);
        this.#retry();
        return;
      }
      if (this.#isClosed()) return;
      if (!data) {
        this.#log("push stopped: nobody is signed in");
        this.close();
        return;
      }
      this.#data = data;
      this.#mustRenewToken = false;
    }
    let socket: WebSocket;
    try {
      const Impl = this.#options.WebSocketImpl ?? WebSocket;
      socket = new Impl(`${data.url}?token=${encodeURIComponent(data.connectionToken)}`);
    } catch (error) {
      // A URL the browser refuses: new connection data may carry a good one.
      this.#log("push socket not created", error);
      this.#mustRenewToken = true;
      this.#retry();
      return;
    }
    const link: Link = { socket, isConnected: false, pingTimeoutMs: 0, watchdog: null };
    this.#link = link;
    socket.onmessage = (event) => {
      if (this.#link === link) this.#receive(link, event.data);
    };
    socket.onclose = (event) => {
      if (this.#link === link) this.#lost(event.code);
    };
    this.#watch(link, CONNECT_TIMEOUT_MS, "no connect frame");
  }

  #watch(link: Link, ms: number, reason: string) {
    if (link.watchdog) this.#timers.clearTimeout(link.watchdog);
    link.watchdog = this.#timers.setTimeout(() => {
      if (this.#link !== link) return;
      this.#log("push link dropped", reason);
      // A browser may take a minute to report a dead link closed: let it go now and reconnect.
      this.#detach(link, 4000, reason);
      this.#lost(null);
    }, ms);
  }

  #detach(link: Link, code: number, reason: string) {
    if (link.watchdog) this.#timers.clearTimeout(link.watchdog);
    link.watchdog = null;
    link.socket.onmessage = null;
    link.socket.onclose = null;
    if (this.#link === link) this.#link = null;
    try {
      link.socket.close(code, reason);
    } catch (error) {
      this.#log("push socket close failed", error);
    }
  }

  /** The link is gone (`code` null when the client dropped it): reconnect unless the code is terminal. */
  #lost(code: number | null) {
    if (this.#link?.watchdog) this.#timers.clearTimeout(this.#link.watchdog);
    this.#link = null;
    this.#calls.failAll("disconnected");
    this.#subscriptions.disconnected();
    if (code !== null && isTerminalCloseCode(code)) {
      this.#log("push closed by the server", code);
      this.close();
      return;
    }
    if (code === PUSH_CLOSE.TOKEN_EXPIRED) this.#mustRenewToken = true;
    this.#retry();
  }

  #retry() {
    this.#state = "disconnected";
    const delay = reconnectDelay(this.#failures++, this.#options.random ?? Math.random);
    this.#reconnectTimer = this.#timers.setTimeout(() => void this.#open(), delay);
  }

  #send(link: Link, frame: ClientFrame) {
    if (link.socket.readyState === OPEN) link.socket.send(JSON.stringify(frame));
  }

  #call(link: Link, command: SubscriptionCommand): Promise<unknown> {
    const { id, answer } = this.#calls.start();
    this.#send(link, { id, ...command });
    return answer;
  }

  #receive(link: Link, raw: unknown) {
    let json: unknown;
    try {
      json = typeof raw === "string" ? JSON.parse(raw) : undefined;
    } catch {
      json = undefined;
    }
    const parsed = ServerFrameSchema.safeParse(json);
    if (!parsed.success) {
      this.#log("push frame ignored", { frame: raw, issues: parsed.error.issues });
      return;
    }
    const frame = parsed.data;
    if ("connect" in frame) this.#connected(link, frame.connect.ping);
    else if ("ping" in frame) {
      if (link.isConnected) this.#watch(link, link.pingTimeoutMs, "no ping");
      this.#send(link, { pong: {} });
    } else if ("unsubscribe" in frame) {
      const { channel, code, reason } = frame.unsubscribe;
      this.#subscriptions.serverUnsubscribed(link, channel, code, reason);
    } else if ("id" in frame) this.#calls.settle(frame);
    else this.#subscriptions.publication(link, frame);
  }

  #connected(link: Link, pingSeconds: number) {
    if (link.isConnected) return;
    link.isConnected = true;
    link.pingTimeoutMs = (pingSeconds + PING_GRACE_SECONDS) * 1000;
    this.#state = "connected";
    // The link came up: the next drop starts the backoff from its shortest wait again.
    this.#failures = 0;
    this.#watch(link, link.pingTimeoutMs, "no ping");
    this.#subscriptions.connected(link);
  }
}
