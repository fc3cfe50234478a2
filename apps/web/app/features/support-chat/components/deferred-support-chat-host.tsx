import { lazy, Suspense } from "react";
import { useHydrated } from "../../../lib/forms";

const SupportChatHost = lazy(() =>
  import("./support-chat-host").then((module) => ({ default: module.SupportChatHost })),
);

/**
 * The support chat's host (support-chat-host.tsx) renders nothing until the chat is asked for, so its code
 * loads after hydration rather than with the first page; the footer's button only flips a flag it reads.
 */
export function DeferredSupportChatHost() {
  const isHydrated = useHydrated();
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatHost />
    </Suspense>
  );
}
