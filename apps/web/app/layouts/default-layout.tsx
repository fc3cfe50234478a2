import { Outlet, useLoaderData } from "react-router";
import { AppShell } from "../features/shell";

/**
 * The render's clock reading, taken once on the server so the server HTML and the hydrated page agree
 * (the footer's copyright year comes from it).
 */
export function loader() {
  return { renderedAt: new Date().toISOString() };
}

/** The clock reading of the first render is good for the whole visit; never ask the server again for it. */
export function shouldRevalidate() {
  return false;
}

export default function DefaultLayout() {
  const { renderedAt } = useLoaderData<typeof loader>();
  return (
    <AppShell renderedAt={renderedAt}>
      <Outlet />
    </AppShell>
  );
}
