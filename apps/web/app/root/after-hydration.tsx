import { lazy, Suspense } from "react";
import { useHydrated } from "../lib/forms";

const AfterHydrationParts = lazy(() => import("./after-hydration-parts"));

/**
 * The root's pieces that draw nothing on the first paint (the hourly build check, the push channel, the
 * referral capture, the email confirmation link, web push): their code loads once the page has hydrated,
 * so the first load carries none of it (issue #10). Each already acted in effects, i.e. after hydration.
 */
export function AfterHydration() {
  const isHydrated = useHydrated();
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <AfterHydrationParts />
    </Suspense>
  );
}
