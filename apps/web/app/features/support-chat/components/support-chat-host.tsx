import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { closeSupportChat, openSupportChat, useIsSupportChatOpen } from "../model/support-chat-open";
import { asksToOpenSupport, isSupportChatHidden, withoutOpenSupport } from "../model/support-chat-url";

/** The chat (its dialog, API calls and styles) loads when it is first opened, never with the page. */
const SupportChatDialog = lazy(() =>
  import("./support-chat-dialog").then((module) => ({ default: module.SupportChatDialog })),
);

const focusedElement = () =>
  typeof document !== "undefined" && document.activeElement instanceof HTMLElement
    ? document.activeElement
    : null;

/**
 * Where the support chat lives on every page of the default layout: it opens from the footer's button or
 * from the `openSupport` query (which is then taken off the URL, so a reload or a shared link does not open
 * it again), and it is never shown on the cash box's iframe (spec §2).
 */
export function SupportChatHost() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const isOpen = useIsSupportChatOpen();
  const isHidden = isSupportChatHidden(pathname);
  const isAsked = asksToOpenSupport(search);

  useEffect(() => {
    if (!isAsked || isHidden) return;
    openSupportChat(focusedElement());
    void navigate(
      { pathname, search: withoutOpenSupport(search), hash },
      { replace: true, preventScrollReset: true },
    );
  }, [isAsked, isHidden, navigate, pathname, search, hash]);

  // Once opened the dialog stays mounted (closed), so it closes with its own focus return.
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  if (isHidden || !hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatDialog
        open={isOpen}
        onOpenChange={(open) => (open ? openSupportChat() : closeSupportChat())}
      />
    </Suspense>
  );
}
