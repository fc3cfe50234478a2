import { isDeepStrictEqual } from "node:util";
import { paymentWebhookEndpoint } from "@casino/contracts";
import { signPaymentWebhook } from "@casino/domain";
import type { FastifyInstance } from "fastify";
import { DEV_PAYMENT_WEBHOOK_SECRET } from "../platform/env";
import { walletCall } from "../test-support/games";
import { fixedClock } from "../test-support/test-app";
import { type Actor, type MatrixFixture, OPERATOR_TOKEN } from "./matrix-fixture";
import { type Answer, describeAnswer, sendOperation } from "./matrix-request";
import type { DocumentedOperation } from "./openapi-operations";
import { OWNER_SCOPE, type OwnerScope, ROLE_RESTRICTED, valuesByName } from "./owner-scope";
import { placeholderInput, type RequestInput, spoiledInput } from "./placeholder-input";

/** When the test apps' clock stands: a forged call is forged, not late. */
const SIGNED_AT = String(Math.floor(fixedClock().now().getTime() / 1000));

/** The payment provider's webhook, signed as the sandbox signs it (the development key of test apps). */
function paymentWebhookCall(app: FastifyInstance, body: object) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: "POST",
    url: paymentWebhookEndpoint.path,
    headers: {
      "content-type": "application/json",
      "x-timestamp": SIGNED_AT,
      "x-signature": signPaymentWebhook(DEV_PAYMENT_WEBHOOK_SECRET, SIGNED_AT, payload),
    },
    payload,
  });
}

const isSuccess = (answer: Answer) => answer.status >= 200 && answer.status < 300;
const is = (answer: Answer, status: number, code: string) => answer.status === status && answer.code === code;

/**
 * 403s that are a rule about the player, not about who may call: the matrix's own players cool off and
 * self-exclude through the responsible-play routes it calls, and from then on some calls refuse them; a
 * player not in SweepStakes mode or not identity-verified may not redeem.
 */
const POLICY_REFUSALS: ReadonlySet<string> = new Set([
  "PLAY_BLOCKED",
  "JURISDICTION_RESTRICTED",
  "REDEEM_UNAVAILABLE",
  "IDENTITY_NOT_VERIFIED",
]);
const isAuthRefusal = (answer: Answer) =>
  answer.status === 401 || (answer.status === 403 && !POLICY_REFUSALS.has(answer.code ?? ""));

/** One operation against every actor; answers what went wrong, one line per actor and rule. */
export async function checkOperation(
  app: FastifyInstance,
  fx: MatrixFixture,
  operation: DocumentedOperation,
): Promise<string[]> {
  const problems: string[] = [];
  const fail = (who: string, expected: string, answer: Answer) =>
    problems.push(`${who}: expected ${expected}, got ${describeAnswer(answer)}`);
  const scope = OWNER_SCOPE[operation.id];
  if (operation.auth === "player" && operation.pathParams.length > 0 && !scope?.params) {
    const names = operation.pathParams.map((p) => `{${p.name}}`).join(", ");
    return [
      `${operation.id} (${operation.method} ${operation.path}) is a player route with ${names} and no entry in OWNER_SCOPE (apps/server/src/security/owner-scope.ts): add how to aim it at player A's resource (or say which shared item it names), so the matrix can prove other players cannot reach A's.`,
    ];
  }
  const placeholder = placeholderInput(operation, valuesByName(fx.a));
  const input: RequestInput = scope?.params
    ? { ...placeholder, params: { ...placeholder.params, ...scope.params(fx.a) } }
    : placeholder;
  const send = async (actor: Actor, request = input, extra: Record<string, string> = {}) =>
    sendOperation(app, operation, request, { ...(await fx.headersOf(actor)), ...extra }, fx.nextAddress());
  const playerA = fx.actors.find((actor) => actor.name === "playerA") as Actor;
  const viewAsA = async (url: string) =>
    (await app.inject({ url, headers: await fx.headersOf(playerA), remoteAddress: fx.nextAddress() })).json();
  const ownerView = scope?.ownerView;
  const viewBefore = ownerView ? ownerView.pick(await viewAsA(ownerView.url)) : undefined;

  for (const actor of fx.actors) {
    if (actor === playerA && ownerView) {
      const viewAfter = ownerView.pick(await viewAsA(ownerView.url));
      if (!isDeepStrictEqual(viewBefore, viewAfter)) {
        problems.push(
          `other players' calls changed what A sees at ${ownerView.url}: ${JSON.stringify(viewBefore)} became ${JSON.stringify(viewAfter)}`,
        );
      }
    }
    const answer = await send(actor);
    if (answer.status >= 500) fail(actor.name, "no server error", answer);
    if (actor !== playerA) {
      const leaked = [fx.a.playerId, fx.a.email, fx.a.gameSessionToken].filter((mark) =>
        answer.text.includes(mark),
      );
      if (leaked.length > 0)
        problems.push(`${actor.name} got player A's ${leaked.join(", ")}: ${describeAnswer(answer)}`);
    }
    switch (operation.auth) {
      case "player":
        await judgePlayerRoute(actor, answer);
        break;
      case "operator":
        if (answer.status !== 401 && answer.status !== 404)
          fail(actor.name, "401 or 404 without the operator token", answer);
        break;
      case "backoffice":
        await judgeBackofficeRoute(actor, answer);
        break;
      case "provider":
        if (!is(answer, 401, "INVALID_SIGNATURE"))
          fail(actor.name, "401 INVALID_SIGNATURE without a signature", answer);
        break;
      case "public":
        judgePublicRoute(actor, answer);
        break;
    }
  }
  if (operation.auth === "operator") await judgeOperatorToken();
  if (operation.auth === "backoffice") await judgeOperatorSession();
  if (operation.auth === "provider") await judgeProviderSignature();
  return problems;

  async function judgePlayerRoute(actor: Actor, answer: Answer) {
    if (actor.name === "guest") {
      if (!is(answer, 401, "UNAUTHENTICATED")) fail("guest", "401 UNAUTHENTICATED", answer);
      const spoiled = await send(actor, spoiledInput(operation));
      if (!is(spoiled, 401, "UNAUTHENTICATED"))
        fail("guest with no input", "401 UNAUTHENTICATED before validation", spoiled);
      return;
    }
    if (actor.name === "otherBrand") {
      if (!is(answer, 401, "UNAUTHENTICATED"))
        fail("otherBrand", "401 UNAUTHENTICATED: a session never crosses brands", answer);
      return;
    }
    const role = ROLE_RESTRICTED[operation.id];
    if (role) {
      const hasRole = role === "affiliate" && actor.isAffiliate;
      if (hasRole && !isSuccess(answer)) fail(actor.name, `2xx for an ${role}`, answer);
      if (!hasRole && !is(answer, 403, "FORBIDDEN"))
        fail(actor.name, `403 FORBIDDEN for a player who is not an ${role}`, answer);
      return;
    }
    const isOwner = actor.name === "playerA";
    const mayRefuse = !isOwner && scope !== undefined && (answer.status === 403 || answer.status === 404);
    if (isAuthRefusal(answer) && !mayRefuse)
      fail(actor.name, "neither 401 nor 403 for a signed-in player", answer);
    await judgeOwnData(actor, answer, scope);
  }

  /** No guest and no player's session reaches a back-office route: 401 before the input is even read. */
  async function judgeBackofficeRoute(actor: Actor, answer: Answer) {
    if (!is(answer, 401, "UNAUTHENTICATED"))
      fail(actor.name, "401 UNAUTHENTICATED on a back-office route", answer);
    const spoiled = await send(actor, spoiledInput(operation));
    if (!is(spoiled, 401, "UNAUTHENTICATED"))
      fail(`${actor.name} with no input`, "401 UNAUTHENTICATED before validation", spoiled);
  }

  function judgePublicRoute(actor: Actor, answer: Answer) {
    if (answer.status !== 401 && answer.status !== 403) return;
    // A public route may refuse a credential in its input (a password, a game session token) with its own
    // documented code, never ask for a session.
    if (answer.code === "UNAUTHENTICATED" || !answer.code || !operation.errorCodes.includes(answer.code)) {
      fail(actor.name, "no 401/403 on a public route, other than its documented credential errors", answer);
    }
  }

  async function judgeOwnData(actor: Actor, answer: Answer, ownerScope: OwnerScope | undefined) {
    if (!ownerScope?.showsOwnData || !isSuccess(answer)) return;
    const shows = await ownerScope.showsOwnData(answer.body, fx.a, viewAsA);
    if (actor === playerA && !shows)
      fail("playerA", "A's own data in A's answer (else the check proves nothing)", answer);
    if (actor !== playerA && shows) fail(actor.name, "none of player A's data", answer);
  }

  async function judgeOperatorToken() {
    const guest = fx.actors.find((actor) => actor.name === "guest") as Actor;
    const wrong = await send(guest, input, { authorization: `Bearer ${OPERATOR_TOKEN}x` });
    if (wrong.status !== 401 && wrong.status !== 404) fail("a wrong bearer token", "401 or 404", wrong);
    const answer = await send(guest, input, { authorization: `Bearer ${OPERATOR_TOKEN}` });
    if (answer.status === 401 || answer.status === 403 || answer.status >= 500) {
      fail("the operator token", "neither 401, 403 nor a server error", answer);
    }
    await judgeOwnData(playerA, answer, scope);
  }

  /** An admin's session (a fresh one: the operation may be signing out) is let through. */
  async function judgeOperatorSession() {
    const guest = fx.actors.find((actor) => actor.name === "guest") as Actor;
    const admin = await fx.newOperator("admin");
    const answer = await send(guest, input, { cookie: admin.cookie });
    if (answer.status === 401 || answer.status === 403 || answer.status >= 500) {
      fail("an admin's session", "neither 401, 403 nor a server error", answer);
    }
  }

  async function judgeProviderSignature() {
    const forged = await send(playerA, input, { "x-signature": "0".repeat(64), "x-timestamp": SIGNED_AT });
    if (!is(forged, 401, "INVALID_SIGNATURE"))
      fail("playerA with a forged signature", "401 INVALID_SIGNATURE", forged);
    // The provider's own signed call gets past the check, so the refusals above are the signature's doing.
    const signed =
      operation.path === paymentWebhookEndpoint.path
        ? await paymentWebhookCall(app, (input.body ?? {}) as object)
        : await walletCall(
            app,
            operation.path.split("/").filter(Boolean).at(-1) as Parameters<typeof walletCall>[1],
            (input.body ?? {}) as object,
            { provider: String(input.params.provider) },
          );
    const code = (signed.json() as { error?: { code?: string } }).error?.code;
    if (signed.statusCode >= 500 || code === "INVALID_SIGNATURE" || code === "SIGNATURE_EXPIRED") {
      problems.push(
        `a correctly signed call: expected to pass the signature check, got ${signed.statusCode} ${signed.body.slice(0, 160)}`,
      );
    }
  }
}
