import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { PLAYER_QUERY_KEYS } from "../../lib/query";
import { browserWebPushDeps } from "./browser-web-push";
import { WebPushPrompt } from "./components/web-push-prompt";
import { canOfferWebPush, enableWebPush, forgetWebPush, refreshWebPush } from "./web-push-client";
import { forwardPushMessages } from "./web-push-messages";
import { dismissPrompt, isPromptDismissed, readSentSubscription } from "./web-push-storage";

/**
 * Web push in a tab, loaded after the page is idle (web-push.tsx). For a player: push messages the service
 * worker forwards refresh the notification centre; a subscription this player made here is sent again
 * once older than its refresh period; without one, the prompt is offered where the browser would ask (and
 * was not told "Not now"). After a sign-out (a guest with a subscription sent from this browser), and when
 * another player signs in, the last player's subscription is dropped.
 */
export default function WebPushHost({ playerId }: { playerId: string | null }) {
  const queryClient = useQueryClient();
  const deps = useMemo(browserWebPushDeps, []);
  const [isPromptShown, setIsPromptShown] = useState(false);

  useEffect(() => {
    if (!playerId) {
      if (readSentSubscription(deps.storage)) void forgetWebPush(deps).catch(() => {});
      return;
    }
    const stop = forwardPushMessages(deps.serviceWorker, (message) => {
      deps.events.emit("message", message);
      void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEYS.notifications });
    });
    let isCancelled = false;
    void (async () => {
      const sent = readSentSubscription(deps.storage);
      // Another player's subscription: their notifications must not reach whoever signs in here next.
      if (sent && sent.playerId !== playerId) await forgetWebPush(deps).catch(() => {});
      else if ((await refreshWebPush(deps, playerId)).status !== "off") return;
      if (isCancelled || isPromptDismissed(deps.storage)) return;
      const canOffer = await canOfferWebPush(deps);
      if (!isCancelled && canOffer) setIsPromptShown(true);
    })();
    return () => {
      isCancelled = true;
      stop();
    };
  }, [deps, playerId, queryClient]);

  if (!playerId || !isPromptShown) return null;
  return (
    <WebPushPrompt
      enable={() => enableWebPush(deps, playerId)}
      onSettled={() => setIsPromptShown(false)}
      onDismiss={() => {
        dismissPrompt(deps.storage);
        setIsPromptShown(false);
      }}
    />
  );
}
