import { paymentWebhookEndpoint, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "@casino/contracts";
import { WEBHOOK_TOLERANCE_SECONDS } from "@casino/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { registerEndpoint, registeredEndpoints } from "../../platform/http/contract-route";
import { orderNotFound, type PaymentsContext } from "./payments.context";
import type { VerifiedWebhook } from "./payments.provider";
import { applyPaymentNews } from "./payments.settlement";

/** The provider's events, proven by their signature before the route reads the body. */
const verifiedWebhooks = new WeakMap<FastifyRequest, VerifiedWebhook>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider's webhook, in a scope whose JSON parser keeps the raw bytes: the signature is checked on
 * them (HMAC-SHA256 of `<X-Timestamp>.<raw body>`, constant-time, 300 s either way) before the body is
 * judged, so a forged call learns nothing but 401 and changes nothing. A verified event is applied to its
 * order; its id makes a redelivery answer 200 and change nothing.
 */
export async function registerPaymentWebhook(app: FastifyInstance, ctx: PaymentsContext) {
  await app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser("error", "error") as unknown as (
      request: FastifyRequest,
      body: string,
      done: (error: Error | null, value?: unknown) => void,
    ) => void;
    const rawBodies = new WeakMap<FastifyRequest, Buffer>();
    scope.removeContentTypeParser(["application/json"]);
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: 16 * 1024 },
      (request, body, done) => {
        rawBodies.set(request, body as Buffer);
        parseJson(request, (body as Buffer).toString("utf8"), (error, value) =>
          done(null, error ? undefined : value),
        );
      },
    );
    scope.addHook("preHandler", async (request) => {
      const verdict = ctx.provider.verifyWebhook(rawBodies.get(request) ?? Buffer.alloc(0), request.headers);
      if (verdict === "INVALID_SIGNATURE") {
        throw new AppError(
          "INVALID_SIGNATURE",
          401,
          `The ${SIGNATURE_HEADER} header does not sign this ${TIMESTAMP_HEADER} and body.`,
        );
      }
      if (verdict === "SIGNATURE_EXPIRED") {
        throw new AppError(
          "SIGNATURE_EXPIRED",
          401,
          `The ${TIMESTAMP_HEADER} header is more than ${WEBHOOK_TOLERANCE_SECONDS} s from the server's clock.`,
        );
      }
      if (verdict) verifiedWebhooks.set(request, verdict);
    });
    registerEndpoint(scope, paymentWebhookEndpoint, async (_input, request) => {
      const webhook = verifiedWebhooks.get(request);
      // Signed, yet no event of the provider's: the body check before this answered 400 already.
      if (!webhook) throw new AppError("VALIDATION_FAILED", 400, "The webhook's body is not an event.");
      const orderId = webhook.payment.merchantReference;
      if (!UUID.test(orderId)) throw orderNotFound();
      await applyPaymentNews(ctx, orderId, {
        providerPaymentId: webhook.payment.providerPaymentId,
        state: webhook.payment.state,
        declineCode: webhook.payment.declineCode,
        providerEventId: webhook.eventId,
        source: "webhook",
      });
      return { received: true as const };
    });
  });
  // The scope is an instance of its own: its endpoint is listed with the app's for the API document.
  registeredEndpoints(app).push(paymentWebhookEndpoint);
}
