import type { MetaFunction } from "react-router";
import { SignInForm } from "../../features/auth";
import { pageMeta } from "../../features/shell";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "auth.signIn.metaTitle" });

/** `/signin` (auth layout). */
export default function SignInRoute() {
  return <SignInForm />;
}
