import type { MetaFunction } from "react-router";
import { SignUpPage } from "../../features/auth";
import { ReferralOffer } from "../../features/referral";
import { pageMeta } from "../../features/shell";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "auth.signUp.metaTitle", description: "auth.signUp.metaDescription" });

/** `/signup` (auth layout): the sign-up flow, with what an invited friend gets. */
export default function SignUpRoute() {
  return <SignUpPage offer={<ReferralOffer />} />;
}
