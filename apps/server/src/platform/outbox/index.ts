/** The transactional outbox (ARCHITECTURE D9): write events in a service's transaction, relay them after commit. */

export {
  createOutboxRelay,
  type OutboxConsumer,
  type OutboxEvent,
  type OutboxRelay,
  type OutboxRelayOptions,
} from "./outbox.relay";
export { insertOutboxEvent as writeOutboxEvent, type OutboxEventInput } from "./outbox.repo";
