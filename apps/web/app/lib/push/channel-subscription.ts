import type { Publication, SubscribeResult } from "@casino/contracts";
import type { TimerHandle } from "./push-calls";

export interface SubscriptionOptions {
  /** The channel's token; by default the one the connection data lists for this channel. */
  token?: string;
  /** Each publication once, in offset order. */
  onPublication(publication: Publication): void;
  /** What was missed could not be replayed (history lost or too old): refetch the state the channel carries. */
  onRecoveryFailed?(): void;
  /** A subscribe call failed (`timeout`, or the server's error); the client tries again unless it was refused. */
  onError?(error: Error): void;
  /** The subscription ended for good: the server ended it (code below 2500) or refused it (its error code). */
  onUnsubscribed?(code: number, reason: string): void;
}

/** @deprecated the earlier name of {@link SubscriptionOptions}. */
export type SubscriptionHandlers = SubscriptionOptions;

/**
 * `pending`: waiting for a connection or a retry; `subscribing`: a subscribe call is out; `subscribed`:
 * publications are delivered as they come; `ended`: unsubscribed for good.
 */
export type SubscriptionState = "pending" | "subscribing" | "subscribed" | "ended";

export interface Subscription {
  readonly channel: string;
  readonly state: SubscriptionState;
  /** Stops delivery at once; resolves when the server confirms, rejects with `timeout` if it does not answer. */
  unsubscribe(): Promise<void>;
}

/** Whether the stream is still whole, or publications are missing and the channel must be recovered. */
export type StreamOutcome = "whole" | "gap";

interface Position {
  offset: number;
  epoch: string;
}

interface Reporter {
  log(message: string, detail?: unknown): void;
  onRecoveryFailed(channel: string): void;
}

/**
 * One channel's place in its stream: the last offset and epoch delivered, so a publication is delivered once
 * and in order, a duplicate is dropped and a gap (or a new epoch) is recovered instead of delivered. The
 * client drives `state`; this class only judges publications and delivers them.
 */
export class ChannelSubscription {
  state: SubscriptionState = "pending";
  /** Subscribe attempts that failed in a row, for the retry's backoff. */
  failures = 0;
  /** Raised by every subscribe attempt, so the answer to a superseded one is ignored. */
  turn = 0;
  retryTimer: TimerHandle | null = null;
  position: Position | null = null;
  // Publications that arrive while a subscribe call is out are held until its answer sets the position.
  #held: Publication[] = [];

  constructor(
    readonly channel: string,
    readonly options: SubscriptionOptions,
    private readonly reporter: Reporter,
  ) {}

  /** The subscribe command's body: with recovery once something was delivered (or the position known). */
  request(fallbackToken: string | undefined) {
    const token = this.options.token ?? fallbackToken;
    const position = this.position;
    return {
      channel: this.channel,
      ...(token === undefined ? {} : { token }),
      ...(position ? { recover: true, offset: position.offset, epoch: position.epoch } : {}),
    };
  }

  hold(publication: Publication): void {
    this.#held.push(publication);
  }

  /** The link went away or the subscription is retried: what was held will be recovered from the position. */
  dropHeld(): void {
    this.#held = [];
  }

  /** Applies a subscribe answer: replays what it recovered, or reports that recovery failed; then what was held. */
  settle(result: SubscribeResult): StreamOutcome {
    const held = this.#held;
    this.#held = [];
    const position = this.position;
    if (position && result.recovered && result.epoch === position.epoch) {
      for (const publication of result.publications) {
        if (this.receive(publication) === "gap") return "gap";
      }
      // The channel is further on than what was replayed: something is missing.
      if ((this.position?.offset ?? 0) < result.offset) return "gap";
    } else {
      // First subscribe (nothing to recover: the app loaded its state itself) or recovery impossible.
      this.position = { offset: result.offset, epoch: result.epoch };
      if (position) this.#recoveryFailed();
    }
    for (const publication of held) {
      if (this.receive(publication) === "gap") return "gap";
    }
    return "whole";
  }

  /** Delivers the publication that follows the position; drops a duplicate; reports a gap without delivering. */
  receive(publication: Publication): StreamOutcome {
    if (this.state === "ended") return "whole";
    const position = this.position;
    if (position) {
      if (publication.epoch !== position.epoch) return "gap";
      if (publication.offset <= position.offset) return "whole";
      if (publication.offset > position.offset + 1) return "gap";
    }
    this.position = { offset: publication.offset, epoch: publication.epoch };
    try {
      this.options.onPublication(publication);
    } catch (error) {
      // One failing handler must not stop the stream (nor leave the position behind and refetch forever).
      this.reporter.log("push publication handler failed", { channel: this.channel, error });
    }
    return "whole";
  }

  #recoveryFailed() {
    this.reporter.log("push recovery failed", { channel: this.channel });
    for (const notify of [
      () => this.options.onRecoveryFailed?.(),
      () => this.reporter.onRecoveryFailed(this.channel),
    ]) {
      try {
        notify();
      } catch (error) {
        this.reporter.log("push recovery handler failed", { channel: this.channel, error });
      }
    }
  }
}
