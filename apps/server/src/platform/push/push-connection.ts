import { ClientFrameSchema, GLOBAL_CHANNEL, PUSH_CLOSE, PUSH_ERROR, playerChannel } from "@casino/contracts";
import type { WebSocket } from "ws";
import type { PushBroker } from "./push-broker";
import { verifyPushToken } from "./push-tokens";

/** Above this many bytes waiting to be sent, a client is too slow to keep (its frames would pile up here). */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Frames from clients are small commands. */
export const MAX_PAYLOAD_BYTES = 64 * 1024;

export interface ConnectionHost {
  broker: PushBroker;
  /**
   * Brings a channel's latest state into its history before a returning client recovers it: state the
   * server only publishes while someone listens (balances) is published afresh (latest-state mode).
   */
  resume(channel: string): Promise<void>;
  secret: string;
  nowSeconds(): number;
  pingIntervalMs: number;
  /** How long past a ping interval a client may stay silent before it is dropped. */
  pongGraceMs: number;
  join(channel: string, connection: PushConnection): void;
  leave(channel: string, connection: PushConnection): void;
  forget(connection: PushConnection): void;
}

/** Channels anyone signed in may join; a player's own channel is theirs alone. */
const isPublicChannel = (channel: string) => channel === GLOBAL_CHANNEL;

/**
 * One player's socket: pings and pongs, subscribe and unsubscribe calls, publications out. Any frame the
 * protocol does not allow closes it with BAD_REQUEST: a well-behaved client never sends one.
 */
export class PushConnection {
  readonly channels = new Set<string>();
  #lastPong = Date.now();
  #pinger: NodeJS.Timeout;

  constructor(
    readonly socket: WebSocket,
    readonly playerId: string,
    /** The session the connection was granted to ({@link sessionTag}), when the token names one. */
    readonly sessionTag: string | undefined,
    private readonly host: ConnectionHost,
  ) {
    this.#pinger = setInterval(() => this.#ping(), host.pingIntervalMs);
    socket.on("message", (raw, isBinary) => this.#receive(isBinary ? null : raw.toString()));
    socket.on("close", () => this.#closed());
    socket.on("error", () => socket.terminate());
  }

  send(frame: unknown): void {
    this.sendText(JSON.stringify(frame));
  }

  /** A frame serialised once for every socket it goes to (publications). */
  sendText(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(PUSH_CLOSE.SLOW, "too slow");
      return;
    }
    this.socket.send(text);
  }

  /** Ends one subscription from the server's side; the code tells the client whether to subscribe again. */
  dropSubscription(channel: string, code: number, reason: string): void {
    if (!this.channels.delete(channel)) return;
    this.host.leave(channel, this);
    this.send({ unsubscribe: { channel, code, reason } });
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) {
      this.socket.close(code, reason);
    }
  }

  #ping() {
    if (Date.now() - this.#lastPong > this.host.pingIntervalMs + this.host.pongGraceMs) {
      this.close(PUSH_CLOSE.NO_PONG, "no pong");
      return;
    }
    this.send({ ping: {} });
  }

  #closed() {
    clearInterval(this.#pinger);
    for (const channel of this.channels) this.host.leave(channel, this);
    this.channels.clear();
    this.host.forget(this);
  }

  #receive(text: string | null) {
    let json: unknown;
    try {
      json = text === null ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    const frame = ClientFrameSchema.safeParse(json);
    if (!frame.success) {
      this.close(PUSH_CLOSE.BAD_REQUEST, "bad frame");
      return;
    }
    const command = frame.data;
    if ("pong" in command) {
      this.#lastPong = Date.now();
    } else if ("subscribe" in command) {
      this.#subscribe(command.id, command.subscribe);
    } else {
      const { channel } = command.unsubscribe;
      if (this.channels.delete(channel)) this.host.leave(channel, this);
      this.send({ id: command.id, result: {} });
    }
  }

  #subscribe(
    id: number,
    request: {
      channel: string;
      token?: string | undefined;
      recover?: boolean | undefined;
      offset?: number | undefined;
      epoch?: string | undefined;
    },
  ) {
    const { channel } = request;
    if (!this.#mayJoin(channel, request.token)) {
      this.send({ id, error: { code: PUSH_ERROR.PERMISSION_DENIED, message: "permission denied" } });
      return;
    }
    if (this.channels.has(channel)) {
      this.send({ id, error: { code: PUSH_ERROR.ALREADY_SUBSCRIBED, message: "already subscribed" } });
      return;
    }
    // Joined before the history is read: a publication in between is both replayed and delivered, and the
    // client drops the copy by its offset; the other order could lose it.
    this.channels.add(channel);
    this.host.join(channel, this);
    const since =
      request.recover && request.offset !== undefined && request.epoch !== undefined
        ? { offset: request.offset, epoch: request.epoch }
        : null;
    const recovered = since
      ? this.host.resume(channel).then(() => this.host.broker.recover(channel, since))
      : this.host.broker.recover(channel, since);
    recovered.then(
      (recovery) => this.send({ id, result: recovery }),
      () => {
        // History is out of reach (Redis down): the client retries the subscribe after its backoff.
        if (this.channels.delete(channel)) this.host.leave(channel, this);
        this.send({ id, error: { code: PUSH_ERROR.INTERNAL, message: "history unavailable" } });
      },
    );
  }

  #mayJoin(channel: string, token: string | undefined): boolean {
    const isOwn = channel === playerChannel(this.playerId);
    if (!isOwn && !isPublicChannel(channel)) return false;
    if (token === undefined) return true;
    const verdict = verifyPushToken(this.host.secret, token, this.host.nowSeconds());
    return verdict.ok && verdict.grant.sub === this.playerId && verdict.grant.ch === channel;
  }
}
