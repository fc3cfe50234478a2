import type { Feature } from "../../platform/feature";
import { registerAuditLogRoutes } from "./audit-log.routes";

export type { AuditActor, AuditEntry } from "./audit-log.service";
export { auditActorOf, recordAudit, verifyAuditChain } from "./audit-log.service";

/** The operators' audit log (issue #11): appended to by every back-office change, verified by its chain. */
export const auditLogFeature: Feature = {
  name: "audit-log",
  register: registerAuditLogRoutes,
};
