import {
  type Endpoint,
  identityDocumentFileEndpoint,
  identityProviderCallbackEndpoint,
  myIdentityVerificationEndpoint,
  SIGNATURE_HEADER,
  SIGNATURE_WINDOW_SECONDS,
  startIdentityCheckEndpoint,
  TIMESTAMP_HEADER,
  uploadIdentityDocumentEndpoint,
} from "@casino/contracts";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import { AppError } from "../../platform/errors";
import { registerEndpoint, registeredEndpoints } from "../../platform/http/contract-route";
import { limitRatePerAccount } from "../../platform/rate-limit";
import { receiveProviderReport } from "./identity-verification.callback";
import type { IdentityContext } from "./identity-verification.context";
import {
  myIdentityVerification,
  openDocument,
  startIdentityCheck,
  uploadDocument,
} from "./identity-verification.service";
import { verifyCallback } from "./identity-verification.signature";
import { UPLOAD_LIMITS } from "./identity-verification.upload";

const UPLOAD_LIMIT = { name: "identity-document-upload", max: 20, windowMs: 60 * 60_000 };
const CHECK_LIMIT = { name: "identity-check-start", max: 10, windowMs: 60 * 60_000 };
const playerOf = (request: FastifyRequest) => request.session?.playerId ?? null;

/** Personal data: never kept by a shared cache or the browser's back-forward cache. */
const privateAnswer = (reply: FastifyReply) => reply.header("cache-control", "private, no-store");

/**
 * A stored document goes out as a download of its stored type, never rendered by the browser in our origin
 * (`attachment`, `nosniff`, and a sandboxing CSP should a browser open it anyway).
 */
export async function sendDocument(
  reply: FastifyReply,
  file: Awaited<ReturnType<typeof openDocument>>,
): Promise<never> {
  const ascii = file.row.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  privateAnswer(reply)
    .type(file.row.mediaType)
    .header("content-length", file.sizeBytes)
    .header(
      "content-disposition",
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.row.fileName)}`,
    )
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox");
  return file.stream as never;
}

/** The exact bytes a provider signed, kept per request by the callback scope's JSON parser. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

export async function registerIdentityVerificationRoutes(
  app: FastifyInstance,
  ctx: IdentityContext & { callbackSecret: string },
) {
  registerEndpoint(app, myIdentityVerificationEndpoint, (_input, request, reply) => {
    privateAnswer(reply);
    return myIdentityVerification(ctx, requirePlayer(request));
  });
  registerEndpoint(app, identityDocumentFileEndpoint, async ({ params }, request, reply) =>
    sendDocument(reply, await openDocument(ctx, params.id, requirePlayer(request))),
  );
  limitRatePerAccount(app, startIdentityCheckEndpoint, CHECK_LIMIT, playerOf);
  registerEndpoint(app, startIdentityCheckEndpoint, (_input, request) =>
    startIdentityCheck(ctx, requirePlayer(request)),
  );

  const scoped: Endpoint[] = [uploadIdentityDocumentEndpoint, identityProviderCallbackEndpoint];
  // Multipart parsing exists on the upload route only; every other route keeps the global JSON body limit.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    limitRatePerAccount(scope, uploadIdentityDocumentEndpoint, UPLOAD_LIMIT, playerOf);
    registerEndpoint(scope, uploadIdentityDocumentEndpoint, (_input, request) =>
      uploadDocument(ctx, request, requirePlayer(request)),
    );
  });
  await app.register(async (scope) => registerCallback(scope, ctx));
  registeredEndpoints(app).push(...scoped);
}

/**
 * The provider's callback, in a scope whose JSON parser keeps the raw bytes: the signature is checked on
 * them before the body is judged, so a forged call learns nothing but 401.
 */
function registerCallback(scope: FastifyInstance, ctx: IdentityContext & { callbackSecret: string }) {
  const parseJson = scope.getDefaultJsonParser("error", "error") as unknown as (
    request: FastifyRequest,
    body: string,
    done: (error: Error | null, value?: unknown) => void,
  ) => void;
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
    const verdict = verifyCallback({
      secret: ctx.callbackSecret,
      body: rawBodies.get(request) ?? Buffer.alloc(0),
      timestampHeader: request.headers[TIMESTAMP_HEADER],
      signatureHeader: request.headers[SIGNATURE_HEADER],
      now: ctx.clock.now(),
    });
    if (verdict === "INVALID_SIGNATURE")
      throw new AppError(
        "INVALID_SIGNATURE",
        401,
        `The ${SIGNATURE_HEADER} header does not sign this ${TIMESTAMP_HEADER} and body.`,
      );
    if (verdict === "SIGNATURE_EXPIRED")
      throw new AppError(
        "SIGNATURE_EXPIRED",
        401,
        `The ${TIMESTAMP_HEADER} header is more than ${SIGNATURE_WINDOW_SECONDS} s from the server's clock.`,
      );
  });
  registerEndpoint(scope, identityProviderCallbackEndpoint, ({ params, body }) => {
    // Only the configured provider's checks can be reported on, and only by its own path.
    if (params.provider !== ctx.provider?.name)
      throw new AppError("NOT_FOUND", 404, "There is no such provider.");
    return receiveProviderReport(ctx, params.provider, body);
  });
}
