import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../../platform/feature";
import type { PaymentProvider } from "../payments.provider";
import { createWebhookDelivery, type WebhookDelivery } from "./sandbox.delivery";
import { createSandboxProvider } from "./sandbox.provider";
import { registerSandboxCheckout } from "./sandbox.routes";

export { SANDBOX_PROVIDER } from "./sandbox.events";

/**
 * The sandbox payment provider, running in this process (decision 045): its hosted pages, its webhook
 * sender, and the provider interface the payments feature talks to it through.
 */
export async function installSandboxProvider(
  app: FastifyInstance,
  context: Pick<ServerContext, "db" | "clock">,
  webhookSecret: string,
): Promise<{ provider: PaymentProvider; delivery: WebhookDelivery }> {
  const { db, clock } = context;
  const delivery = createWebhookDelivery({ app, db, clock, secret: webhookSecret });
  // A commit on this node queued a webhook: send it now rather than at the next poll.
  const wake = () => setImmediate(delivery.wake);
  const provider = createSandboxProvider({ db, clock, webhookSecret, wake });
  await registerSandboxCheckout(app, { db, clock, wake });
  return { provider, delivery };
}
