import { type MetaFunction, useSearchParams } from "react-router";
import { ResetPasswordForm, ResetRequestForm } from "../../features/auth";
import { pageMeta } from "../../features/shell";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "auth.reset.metaTitle" });

/** `/reset`: ask for a reset link; the emailed link comes back with `?token=` to set a new password. */
export default function ResetRoute() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return token ? <ResetPasswordForm token={token} /> : <ResetRequestForm />;
}
