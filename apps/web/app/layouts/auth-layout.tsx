import { Outlet } from "react-router";
import { MinimalShell } from "../features/shell";

/** Spec §2: /signin, /signup and /reset render on a centred card with the logo and no sidebar. */
export default function AuthLayout() {
  return (
    <MinimalShell variant="auth">
      <Outlet />
    </MinimalShell>
  );
}
