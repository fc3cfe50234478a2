import { Outlet } from "react-router";
import { MinimalShell } from "../features/shell";

/** Spec §2: the geoblock layout shows the message alone, with no menus into the blocked site. */
export default function GeoblockLayout() {
  return (
    <MinimalShell variant="geoblock">
      <Outlet />
    </MinimalShell>
  );
}
