import { isResubscribeCode, PUSH_ERROR, type Publication, SubscribeResultSchema } from "@casino/contracts";
import { reconnectDelay } from "./backoff";
import {
  ChannelSubscription,
  type StreamOutcome,
  type Subscription,
  type SubscriptionOptions,
} from "./channel-subscription";
import { PushCallError, type PushTimers } from "./push-calls";

/** A call a subscription sends; the link adds the id. */
export type SubscriptionCommand =
  | { subscribe: ReturnType<ChannelSubscription["request"]> }
  | { unsubscribe: { channel: string } };

/** What subscriptions need of the client. A link is opaque here: only its identity matters. */
export interface SubscriptionHost {
  /** The link calls go over, once its connect frame arrived; null otherwise. */
  connectedLink(): object | null;
  call(link: object, command: SubscriptionCommand): Promise<unknown>;
  /** The channel's token from the latest connection data. */
  channelToken(channel: string): string | undefined;
  timers: PushTimers;
  random(): number;
  log(message: string, detail?: unknown): void;
  onRecoveryFailed(channel: string): void;
}

/** Subscribe errors that another try cannot fix. */
const REFUSALS: ReadonlySet<number> = new Set([PUSH_ERROR.PERMISSION_DENIED, PUSH_ERROR.BAD_REQUEST]);

/**
 * The client's subscriptions, one per channel: subscribed on every link, retried after a backoff when a call
 * fails, recovered from their position after a gap or a server's resubscribe push.
 */
export class Subscriptions {
  readonly #byChannel = new Map<string, ChannelSubscription>();
  #isClosed = false;

  constructor(private readonly host: SubscriptionHost) {}

  add(channel: string, options: SubscriptionOptions): Subscription {
    // A second subscribe of one channel would be refused by the server (ALREADY_SUBSCRIBED) on every try.
    if (this.#byChannel.has(channel)) throw new Error(`already subscribed to ${channel}`);
    const subscription = new ChannelSubscription(channel, options, {
      log: (message, detail) => this.host.log(message, detail),
      onRecoveryFailed: (name) => this.host.onRecoveryFailed(name),
    });
    const link = this.host.connectedLink();
    if (this.#isClosed) subscription.state = "ended";
    else this.#byChannel.set(channel, subscription);
    if (link && !this.#isClosed) void this.#subscribeOn(subscription, link, false);
    return {
      channel,
      get state() {
        return subscription.state;
      },
      unsubscribe: () => this.#unsubscribe(subscription),
    };
  }

  /** A link came up: every subscription subscribes on it, recovering from where it was. */
  connected(link: object): void {
    for (const subscription of this.#byChannel.values()) void this.#subscribeOn(subscription, link, false);
  }

  /** The link went away: every subscription waits for the next one. */
  disconnected(): void {
    for (const subscription of this.#byChannel.values()) this.#pause(subscription);
  }

  close(): void {
    this.#isClosed = true;
    for (const subscription of this.#byChannel.values()) {
      this.#pause(subscription);
      subscription.state = "ended";
    }
    this.#byChannel.clear();
  }

  publication(link: object, publication: Publication): void {
    const subscription = this.#byChannel.get(publication.channel);
    if (subscription?.state === "subscribing") subscription.hold(publication);
    if (subscription?.state !== "subscribed") return;
    if (subscription.receive(publication) === "gap") {
      this.host.log("push gap", { channel: publication.channel, offset: publication.offset });
      // Recovery from the last offset delivered replays the missing ones in order.
      void this.#subscribeOn(subscription, link, true);
    }
  }

  serverUnsubscribed(link: object, channel: string, code: number, reason: string): void {
    const subscription = this.#byChannel.get(channel);
    if (!subscription) return;
    // The server has already dropped it: subscribe straight away, recovering from the position.
    if (isResubscribeCode(code)) void this.#subscribeOn(subscription, link, false);
    else this.#end(subscription, code, reason);
  }

  /** Stops what a subscription waits for (a retry, an answer) and lets go of what it held. */
  #pause(subscription: ChannelSubscription) {
    if (subscription.retryTimer) this.host.timers.clearTimeout(subscription.retryTimer);
    subscription.retryTimer = null;
    subscription.dropHeld();
    subscription.turn += 1;
    subscription.state = "pending";
  }

  /**
   * Subscribes, with recovery once it has a position. `unsubscribeFirst` when the server may still hold the
   * subscription (a gap, a retry after a timeout): subscribing over it would be refused.
   */
  async #subscribeOn(subscription: ChannelSubscription, link: object, unsubscribeFirst: boolean) {
    this.#pause(subscription);
    subscription.state = "subscribing";
    const turn = subscription.turn;
    const isCurrent = () =>
      this.host.connectedLink() === link &&
      this.#byChannel.get(subscription.channel) === subscription &&
      subscription.turn === turn;
    let outcome: StreamOutcome;
    try {
      if (unsubscribeFirst) await this.host.call(link, { unsubscribe: { channel: subscription.channel } });
      if (!isCurrent()) return;
      const request = subscription.request(this.host.channelToken(subscription.channel));
      const answer = await this.host.call(link, { subscribe: request });
      if (!isCurrent()) return;
      const result = SubscribeResultSchema.parse(answer);
      subscription.state = "subscribed";
      outcome = subscription.settle(result);
    } catch (error) {
      if (isCurrent()) this.#failed(subscription, link, error);
      return;
    }
    if (outcome === "whole") subscription.failures = 0;
    // A replay that is not whole is retried after a backoff, so a server that keeps sending one is not hammered.
    else if (isCurrent()) this.#retry(subscription, link);
  }

  #failed(subscription: ChannelSubscription, link: object, error: unknown) {
    const failure = error instanceof Error ? error : new Error(String(error));
    this.host.log("push subscribe failed", { channel: subscription.channel, error: failure });
    try {
      subscription.options.onError?.(failure);
    } catch (handlerError) {
      this.host.log("push error handler failed", handlerError);
    }
    if (failure instanceof PushCallError && failure.code !== null && REFUSALS.has(failure.code)) {
      this.#end(subscription, failure.code, failure.message);
      return;
    }
    this.#retry(subscription, link);
  }

  #retry(subscription: ChannelSubscription, link: object) {
    this.#pause(subscription);
    const delay = reconnectDelay(subscription.failures++, () => this.host.random());
    subscription.retryTimer = this.host.timers.setTimeout(() => {
      subscription.retryTimer = null;
      const isStillWanted = this.#byChannel.get(subscription.channel) === subscription;
      if (isStillWanted && this.host.connectedLink() === link)
        void this.#subscribeOn(subscription, link, true);
    }, delay);
  }

  #end(subscription: ChannelSubscription, code: number, reason: string) {
    this.#pause(subscription);
    subscription.state = "ended";
    this.#byChannel.delete(subscription.channel);
    try {
      subscription.options.onUnsubscribed?.(code, reason);
    } catch (error) {
      this.host.log("push unsubscribed handler failed", error);
    }
  }

  #unsubscribe(subscription: ChannelSubscription): Promise<void> {
    if (this.#byChannel.get(subscription.channel) !== subscription) return Promise.resolve();
    this.#pause(subscription);
    subscription.state = "ended";
    this.#byChannel.delete(subscription.channel);
    const link = this.host.connectedLink();
    // Sent even while a retry waits: a late answer may have subscribed the channel on the server.
    if (!link) return Promise.resolve();
    return this.host.call(link, { unsubscribe: { channel: subscription.channel } }).then(() => undefined);
  }
}
