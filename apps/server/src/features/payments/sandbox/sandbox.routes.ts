import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  answerChallenge,
  type CheckoutContext,
  type CheckoutResult,
  checkoutView,
  submitCheckout,
} from "./sandbox.checkout";
import { renderCheckout } from "./sandbox.pages";
import { CHECKOUT_PATH, checkoutPathOf } from "./sandbox.provider";

/** The longest form a hosted page takes: four short card fields, or the bank's one button. */
const FORM_LIMIT_BYTES = 4 * 1024;

/**
 * The origin a redirect to `url` goes to, for the page's `form-action` (browsers check a form's redirects
 * against it too); null for a URL that cannot be one.
 */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * A hosted page: its own CSP (no script at all; its one stylesheet by nonce; forms post only to this
 * origin, and the browser may follow them back to the merchant's), framed by the cash box on our origin
 * only, never stored.
 */
function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  nonce: string,
  returnUrl: string | null,
) {
  const returnOrigin = returnUrl ? originOf(returnUrl) : null;
  const formAction = returnOrigin ? `'self' ${returnOrigin}` : "'self'";
  return (
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      // same-origin, not no-referrer: under no-referrer Chromium sends `Origin: null` with the form's POST,
      // which the server's CSRF check rightly refuses.
      .header("referrer-policy", "same-origin")
      .header(
        "content-security-policy",
        `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${formAction}; frame-ancestors 'self'; base-uri 'none'`,
      )
      .send(html)
  );
}

/**
 * The sandbox's hosted form (decision 045) at `/payments/sandbox/checkout/{paymentId}`: the card form (or
 * the bank's approval page), the 3-D Secure challenge, and the redirect back to the merchant. Its POSTs
 * come from the page itself, so the server's same-origin rule for state-changing requests (the `Origin`
 * a browser sends with a form) lets them through and refuses any other site's. The form is parsed here, in
 * this scope only: the API takes JSON alone.
 */
export async function registerSandboxCheckout(app: FastifyInstance, ctx: CheckoutContext & { wake(): void }) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    type Params = { Params: { paymentId: string } };

    const answer = async (reply: FastifyReply, result: CheckoutResult) => {
      if (result.kind === "return") {
        if (result.isQueued) ctx.wake();
        return reply.code(303).header("cache-control", "no-store").redirect(result.url, 303);
      }
      if (result.kind === "challenge") return reply.redirect(checkoutPathOf(result.paymentId), 303);
      const nonce = randomBytes(16).toString("base64url");
      const returnUrl = "payment" in result.view ? result.view.payment.returnUrl : null;
      return sendPage(reply, result.status, renderCheckout(result.view, nonce), nonce, returnUrl);
    };

    scope.get<Params>(`${CHECKOUT_PATH}/:paymentId`, async (request, reply) => {
      const view = await checkoutView(ctx, request.params.paymentId);
      const nonce = randomBytes(16).toString("base64url");
      const returnUrl = "payment" in view ? view.payment.returnUrl : null;
      return sendPage(
        reply,
        view.kind === "missing" ? 404 : 200,
        renderCheckout(view, nonce),
        nonce,
        returnUrl,
      );
    });
    scope.post<Params>(`${CHECKOUT_PATH}/:paymentId`, async (request, reply) =>
      answer(reply, await submitCheckout(ctx, request.params.paymentId, formOf(request.body))),
    );
    scope.post<Params>(`${CHECKOUT_PATH}/:paymentId/challenge`, async (request, reply) =>
      answer(reply, await answerChallenge(ctx, request.params.paymentId, formOf(request.body))),
    );
  });
}

const formOf = (body: unknown): Record<string, unknown> =>
  typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
