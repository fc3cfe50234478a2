import {
  createOperatorEndpoint,
  listOperatorsEndpoint,
  listRolesEndpoint,
  operatorEnrollEndpoint,
  operatorMeEndpoint,
  operatorSignInEndpoint,
  operatorSignOutEndpoint,
  operatorVerifyEndpoint,
  resetOperatorSecondFactorEndpoint,
  saveRoleEndpoint,
  updateOperatorEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { limitRate } from "../../platform/rate-limit";
import { enroll, me, signIn, signOut, verify } from "./sign-in.service";
import { changeOperator, createOperator, resetSecondFactor, roles, saveRole, staff } from "./staff.service";

const MINUTE = 60_000;

export function registerOperatorRoutes(app: FastifyInstance, context: ServerContext) {
  limitRate(app, operatorSignInEndpoint, { name: "backoffice.sign-in", max: 10, windowMs: MINUTE });
  limitRate(app, operatorEnrollEndpoint, { name: "backoffice.second-factor", max: 10, windowMs: MINUTE });
  limitRate(app, operatorVerifyEndpoint, { name: "backoffice.second-factor", max: 10, windowMs: MINUTE });

  registerEndpoint(app, operatorSignInEndpoint, ({ body }) => signIn(context, body));
  registerEndpoint(app, operatorEnrollEndpoint, ({ body }, request, reply) =>
    enroll(context, request, reply, body),
  );
  registerEndpoint(app, operatorVerifyEndpoint, ({ body }, request, reply) =>
    verify(context, request, reply, body),
  );
  registerEndpoint(app, operatorSignOutEndpoint, (_input, request, reply) =>
    signOut(context, request, reply),
  );
  registerEndpoint(app, operatorMeEndpoint, async (_input, request) => ({
    operator: request.operator ? await me(context, request.operator) : null,
  }));

  registerEndpoint(app, listOperatorsEndpoint, () => staff(context));
  registerEndpoint(app, createOperatorEndpoint, ({ body }, request) =>
    createOperator(context, request, body),
  );
  registerEndpoint(app, updateOperatorEndpoint, ({ params, body }, request) =>
    changeOperator(context, request, params.id, body),
  );
  registerEndpoint(app, resetOperatorSecondFactorEndpoint, ({ params }, request) =>
    resetSecondFactor(context, request, params.id),
  );
  registerEndpoint(app, listRolesEndpoint, () => roles(context));
  registerEndpoint(app, saveRoleEndpoint, ({ params, body }, request) =>
    saveRole(context, request, params.id, body),
  );
}
