/**
 * The transactional outbox (ARCHITECTURE D9): write events in a service's transaction, relay them after commit;
 * the play stream (D23) runs consumers that keep their own checkpoints over the same events.
 */

export {
  createOutboxRelay,
  type OutboxConsumer,
  type OutboxEvent,
  type OutboxRelay,
  type OutboxRelayOptions,
} from "./outbox.relay";
export { insertOutboxEvent as writeOutboxEvent, type OutboxEventInput } from "./outbox.repo";
export {
  type ConsumerLag,
  createEventStream,
  type EventStream,
  type EventStreamOptions,
  type StreamConsumer,
} from "./outbox.stream";
export type { StreamRow as StreamEvent } from "./outbox.stream.repo";
