import {
  CALL_TIMEOUT_MS,
  isResubscribeCode,
  isTerminalCloseCode,
  PING_GRACE_SECONDS,
  PUSH_CLOSE,
  type Publication,
  type ServerFrame,
  ServerFrameSchema,
  type SubscribeResult,
  SubscribeResultSchema,
  type WsConnectionData,
} from "@casino/contracts";
import { reconnectDelay } from "./backoff";

export interface SubscriptionHandlers {
  token?: string;
  onPublication(publication: Publication): void;
  /** The channel could not replay what was missed (history lost or too old): refetch the state it carries. */
  onRecoveryFailed?(): void;
}

export interface PushClientOptions {
  /** Fresh connection data (URL and tokens); null when nobody is signed in any more. */
  getConnectionData(): Promise<WsConnectionData | null>;
  WebSocketImpl?: typeof WebSocket;
  random?: () => number;
  log?: (message: string, detail?: unknown) => void;
}

export type PushClientState = "connecting" | "connected" | "disconnected" | "closed";

interface Channel {
  handlers: SubscriptionHandlers;
  position: { offset: number; epoch: string } | null;
  isSubscribed: boolean;
}

/**
 * The browser's end of the push channel (ARCHITECTURE D11, contracts' push.ts): one socket, reconnected
 * with jittered backoff unless closed with a terminal code, a ping watchdog, and subscriptions that
 * resume from the last offset they delivered so nothing is lost or shown twice over a reconnect.
 */
export class PushClient {
  state: PushClientState = "disconnected";
  readonly #options: PushClientOptions;
  readonly #channels = new Map<string, Channel>();
  readonly #calls = new Map<
    number,
    { resolve(result: unknown): void; reject(error: Error): void; timer: ReturnType<typeof setTimeout> }
  >();
  #socket: WebSocket | null = null;
  #nextId = 1;
  #attempt = 0;
  #mustRefreshToken = false;
  #data: WsConnectionData | null = null;
  #reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  #pingWatchdog: ReturnType<typeof setTimeout> | null = null;
  #pingSeconds = 0;

  constructor(options: PushClientOptions) {
    this.#options = options;
  }

  start(): void {
    if (this.state === "disconnected") void this.#connect();
  }

  subscribe(channel: string, handlers: SubscriptionHandlers): () => void {
    this.#channels.set(channel, { handlers, position: null, isSubscribed: false });
    if (this.state === "connected") void this.#subscribe(channel);
    return () => {
      this.#channels.delete(channel);
      if (this.state === "connected") this.#call({ unsubscribe: { channel } }).catch(() => {});
    };
  }

  close(): void {
    this.state = "closed";
    this.#clearTimers();
    for (const [, call] of this.#calls) {
      clearTimeout(call.timer);
      call.reject(new Error("closed"));
    }
    this.#calls.clear();
    this.#socket?.close(1000);
    this.#socket = null;
  }

  async #connect(): Promise<void> {
    if (this.state === "closed") return;
    this.state = "connecting";
    const isExpired = !this.#data || this.#data.expires * 1000 <= Date.now();
    if (this.#mustRefreshToken || isExpired) {
      this.#data = await this.#options.getConnectionData().catch(() => null);
      this.#mustRefreshToken = false;
    }
    // close() may have run while the connection data was being fetched.
    if ((this.state as PushClientState) === "closed") return;
    const data = this.#data;
    if (!data) {
      this.#scheduleReconnect();
      return;
    }
    const Impl = this.#options.WebSocketImpl ?? WebSocket;
    const socket = new Impl(`${data.url}?token=${encodeURIComponent(data.connectionToken)}`);
    this.#socket = socket;
    socket.onmessage = (message) => this.#receive(String(message.data));
    socket.onclose = (event) => {
      if (this.#socket === socket) this.#closed(event.code);
    };
  }

  #closed(code: number) {
    this.#socket = null;
    this.#clearTimers();
    for (const channel of this.#channels.values()) channel.isSubscribed = false;
    for (const [, call] of this.#calls) {
      clearTimeout(call.timer);
      call.reject(new Error("disconnected"));
    }
    this.#calls.clear();
    if (this.state === "closed") return;
    if (isTerminalCloseCode(code)) {
      this.state = "closed";
      return;
    }
    if (code === PUSH_CLOSE.TOKEN_EXPIRED) this.#mustRefreshToken = true;
    this.#scheduleReconnect();
  }

  #scheduleReconnect() {
    this.state = "disconnected";
    const delay = reconnectDelay(this.#attempt++, this.#options.random ?? Math.random);
    this.#reconnectTimer = setTimeout(() => void this.#connect(), delay);
  }

  #clearTimers() {
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    if (this.#pingWatchdog) clearTimeout(this.#pingWatchdog);
    this.#reconnectTimer = null;
    this.#pingWatchdog = null;
  }

  /** A link that hears no ping for the interval plus the grace is dead even if the socket does not know. */
  #watchPings() {
    if (this.#pingWatchdog) clearTimeout(this.#pingWatchdog);
    this.#pingWatchdog = setTimeout(
      () => this.#socket?.close(4000, "no ping"),
      (this.#pingSeconds + PING_GRACE_SECONDS) * 1000,
    );
  }

  #send(frame: unknown) {
    if (this.#socket?.readyState === 1) this.#socket.send(JSON.stringify(frame));
  }

  #call(command: Record<string, unknown>): Promise<unknown> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#calls.delete(id);
        reject(new Error("timeout"));
      }, CALL_TIMEOUT_MS);
      this.#calls.set(id, { resolve, reject, timer });
      this.#send({ id, ...command });
    });
  }

  async #subscribe(name: string): Promise<void> {
    const channel = this.#channels.get(name);
    if (!channel || channel.isSubscribed) return;
    channel.isSubscribed = true;
    const { position } = channel;
    let result: SubscribeResult;
    try {
      const answer = await this.#call({
        subscribe: {
          channel: name,
          ...(channel.handlers.token ? { token: channel.handlers.token } : {}),
          ...(position ? { recover: true, offset: position.offset, epoch: position.epoch } : {}),
        },
      });
      result = SubscribeResultSchema.parse(answer);
    } catch (error) {
      channel.isSubscribed = false;
      this.#options.log?.("push subscribe failed", error);
      // A timeout while connected: try again after the backoff rather than in a tight loop.
      if (this.state === "connected")
        setTimeout(() => void this.#subscribe(name), reconnectDelay(1, this.#options.random ?? Math.random));
      return;
    }
    if (position && !result.recovered) channel.handlers.onRecoveryFailed?.();
    if (!position || !result.recovered) channel.position = { offset: result.offset, epoch: result.epoch };
    for (const publication of result.publications) this.#deliver(channel, publication);
  }

  #deliver(channel: Channel, publication: Publication) {
    const position = channel.position;
    if (position && publication.epoch === position.epoch) {
      if (publication.offset <= position.offset) return;
      if (publication.offset > position.offset + 1) {
        // A gap: subscribe again from the last offset delivered, which replays the missing ones in order.
        channel.isSubscribed = false;
        this.#call({ unsubscribe: { channel: publication.channel } })
          .catch(() => {})
          .finally(() => void this.#subscribe(publication.channel));
        return;
      }
    }
    channel.position = { offset: publication.offset, epoch: publication.epoch };
    channel.handlers.onPublication(publication);
  }

  #receive(text: string) {
    let frame: ServerFrame;
    try {
      frame = ServerFrameSchema.parse(JSON.parse(text));
    } catch (error) {
      this.#options.log?.("push frame ignored", error);
      return;
    }
    if ("connect" in frame) {
      this.state = "connected";
      this.#attempt = 0;
      this.#pingSeconds = frame.connect.ping;
      this.#watchPings();
      for (const name of this.#channels.keys()) void this.#subscribe(name);
    } else if ("ping" in frame) {
      this.#watchPings();
      this.#send({ pong: {} });
    } else if ("unsubscribe" in frame) {
      const channel = this.#channels.get(frame.unsubscribe.channel);
      if (!channel) return;
      channel.isSubscribed = false;
      if (isResubscribeCode(frame.unsubscribe.code)) void this.#subscribe(frame.unsubscribe.channel);
      else this.#channels.delete(frame.unsubscribe.channel);
    } else if ("id" in frame) {
      const call = this.#calls.get(frame.id);
      if (!call) return;
      clearTimeout(call.timer);
      this.#calls.delete(frame.id);
      if ("error" in frame) call.reject(new Error(frame.error.message));
      else call.resolve(frame.result);
    } else {
      const channel = this.#channels.get(frame.channel);
      if (channel?.isSubscribed) this.#deliver(channel, frame);
    }
  }
}

/** Starts the push channel for the signed-in player's tab. */
export function startPushClient(options: PushClientOptions): PushClient {
  const client = new PushClient(options);
  client.start();
  return client;
}
