import type { BackofficeScreen } from "../../lib/screens";
import { KycQueuePage } from "./kyc-queue-page";

/** The compliance module's KYC queue, which the app adds to its navigation and router. */
export const identityVerificationScreens: readonly BackofficeScreen[] = [
  { path: "kyc", label: "KYC queue", module: "compliance", Component: KycQueuePage },
];
