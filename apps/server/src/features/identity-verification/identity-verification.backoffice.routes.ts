import {
  approveIdentityDocumentEndpoint,
  backofficeIdentityDocumentFileEndpoint,
  kycQueueEndpoint,
  playerIdentityEndpoint,
  rejectIdentityDocumentEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/contract-route";
import type { IdentityContext } from "./identity-verification.context";
import { kycQueue, playerIdentity, reviewDocument } from "./identity-verification.review";
import { sendDocument } from "./identity-verification.routes";
import { openDocument } from "./identity-verification.service";

/** The KYC queue and the player page's Identity tab (module compliance). */
export function registerIdentityBackofficeRoutes(app: FastifyInstance, ctx: IdentityContext) {
  registerEndpoint(app, kycQueueEndpoint, ({ query }) => kycQueue(ctx, query.limit));
  registerEndpoint(app, backofficeIdentityDocumentFileEndpoint, async ({ params }, _request, reply) =>
    sendDocument(reply, await openDocument(ctx, params.id)),
  );
  registerEndpoint(app, approveIdentityDocumentEndpoint, ({ params }, request) =>
    reviewDocument(ctx, request, params.id, { status: "approved" }),
  );
  registerEndpoint(app, rejectIdentityDocumentEndpoint, ({ params, body }, request) =>
    reviewDocument(ctx, request, params.id, { status: "rejected", reason: body.reason }),
  );
  registerEndpoint(app, playerIdentityEndpoint, ({ params }) => playerIdentity(ctx, params.id));
}
