import {
  assignSupportCaseEndpoint,
  closeSupportCaseEndpoint,
  replySupportCaseEndpoint,
  supportCaseEndpoint,
  supportInboxEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/contract-route";
import {
  assignSupportCase,
  closeSupportCase,
  listInbox,
  replySupportCase,
  supportCase,
} from "./support-chat.backoffice.service";
import type { SupportChatContext } from "./support-chat.service";

/** The back office's support inbox (permission `support`): queue, conversation, assign, reply, close. */
export function registerSupportInboxRoutes(app: FastifyInstance, ctx: SupportChatContext) {
  registerEndpoint(app, supportInboxEndpoint, ({ query }) => listInbox(ctx, query));
  registerEndpoint(app, supportCaseEndpoint, ({ params }) => supportCase(ctx, params.id));
  registerEndpoint(app, assignSupportCaseEndpoint, ({ params }, request) =>
    assignSupportCase(ctx, request, params.id),
  );
  registerEndpoint(app, replySupportCaseEndpoint, ({ params, body }, request) =>
    replySupportCase(ctx, request, params.id, body),
  );
  registerEndpoint(app, closeSupportCaseEndpoint, ({ params }, request) =>
    closeSupportCase(ctx, request, params.id),
  );
}
