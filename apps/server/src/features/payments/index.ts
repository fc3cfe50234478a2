import type { Feature } from "../../platform/feature";
import type { PaymentsContext } from "./payments.context";
import { webhookSecretOf } from "./payments.context";
import { installLivePayments } from "./payments.live";
import { registerPaymentsRoutes } from "./payments.routes";
import { installSandboxProvider } from "./sandbox";
import type { WebhookDelivery } from "./sandbox/sandbox.delivery";

declare module "fastify" {
  interface FastifyInstance {
    /** The sandbox provider's webhook sender; boot.ts starts it, tests run it (`runOnce`). */
    payments: { webhooks: WebhookDelivery };
  }
}

/** For the back-office dashboard: purchases and refunds per UTC day and brand. */
export { type PurchaseDayRow, purchasesByDay } from "./payments.stats.service";

/**
 * Purchases (issue #14 item 3, decision 045): orders paid through the payment provider PAYMENT_PROVIDER
 * names (the sandbox: a hosted test-card form and signed webhooks), completed by one ledger transaction,
 * refunded from the back office.
 */
export const paymentsFeature: Feature = {
  name: "payments",
  async register(app, context) {
    const secret = await webhookSecretOf(context.env, context.db);
    const { provider, delivery } = await installSandboxProvider(app, context, secret);
    if (context.env.isProduction) {
      // Info, like the KYC sandbox: a deliberate setting for a sweepstakes demo, printed in every boot log.
      app.log.info("PAYMENT_PROVIDER=sandbox: purchases are paid with test cards and take no money");
    }
    app.decorate("payments", { webhooks: delivery });
    app.addHook("onClose", () => delivery.stop());
    const ctx: PaymentsContext = {
      db: context.db,
      clock: context.clock,
      readCache: context.readCache,
      provider,
      publicOrigins: context.env.PUBLIC_ORIGINS,
    };
    installLivePayments(app, context.outbox, ctx);
    await registerPaymentsRoutes(app, ctx);
  },
};
