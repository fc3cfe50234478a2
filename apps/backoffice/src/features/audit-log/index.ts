// The audit log's screen in the back office (issue #11).
import type { BackofficeScreen } from "../../lib/screens";
import { AuditLogPage } from "./audit-log-page";

export const auditLogScreens: readonly BackofficeScreen[] = [
  { path: "audit", label: "Audit log", module: "audit", Component: AuditLogPage },
];
