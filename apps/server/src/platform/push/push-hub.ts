import { PUSH_UNSUBSCRIBE } from "@casino/contracts";
import type { PushConnection } from "./push-connection";

/**
 * This node's sockets and who listens to which channel: publications from the broker (this node's or any
 * other's) go to the local subscribers of their channel only.
 */
export class PushHub {
  readonly #subscribers = new Map<string, Set<PushConnection>>();
  readonly #connections = new Set<PushConnection>();

  add(connection: PushConnection): void {
    this.#connections.add(connection);
  }

  forget(connection: PushConnection): void {
    this.#connections.delete(connection);
  }

  join(channel: string, connection: PushConnection): void {
    const set = this.#subscribers.get(channel) ?? new Set<PushConnection>();
    set.add(connection);
    this.#subscribers.set(channel, set);
  }

  leave(channel: string, connection: PushConnection): void {
    const set = this.#subscribers.get(channel);
    set?.delete(connection);
    if (set?.size === 0) this.#subscribers.delete(channel);
  }

  hasSubscribers(channel: string): boolean {
    return (this.#subscribers.get(channel)?.size ?? 0) > 0;
  }

  /** A publication's frame, already serialised, to this node's subscribers of its channel. */
  deliver(channel: string, frame: string): void {
    for (const connection of this.#subscribers.get(channel) ?? []) connection.sendText(frame);
  }

  /** Closes every connection `isDone` picks, with `code` (terminal ones are never retried). */
  closeWhere(isDone: (connection: PushConnection) => boolean, code: number, reason: string): void {
    for (const connection of this.#connections) if (isDone(connection)) connection.close(code, reason);
  }

  /**
   * Publications may have been lost on their way to this node: every subscription is ended with a code the
   * client answers by subscribing again from its last offset, which replays what it missed from history.
   */
  resubscribeAll(): void {
    for (const [channel, set] of [...this.#subscribers]) {
      for (const connection of [...set]) {
        connection.dropSubscription(channel, PUSH_UNSUBSCRIBE.INSUFFICIENT_STATE, "insufficient state");
      }
    }
  }

  get size(): number {
    return this.#connections.size;
  }

  [Symbol.iterator]() {
    return this.#connections.values();
  }
}
