import type { MetaFunction } from "react-router";
import { RegistrationCompletePage } from "../../features/auth";
import { pageMeta } from "../../features/shell";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "auth.registrationComplete.metaTitle" });

/** `/registration-complete/` (spec §2, §5). */
export default function RegistrationCompleteRoute() {
  return <RegistrationCompletePage />;
}
