import { useId, useState } from "react";
import { showToast } from "../../../lib/toasts";
import type { WebPushOutcome } from "../web-push-client";
import { WEB_PUSH_TEXTS } from "../web-push-texts";
import styles from "./web-push-prompt.module.css";

export interface WebPushPromptProps {
  /** Asks for permission and subscribes; runs in the Enable click, a user gesture. */
  enable: () => Promise<WebPushOutcome>;
  /** The question is settled (on, refused, or unsupported): the prompt goes away. */
  onSettled: () => void;
  /** "Not now": the prompt goes away and is not shown again in this browser. */
  onDismiss: () => void;
}

/**
 * "Get notified": offers web push to a signed-in player whose browser can have it and who was never asked.
 * The outcome of Enable is told in a toast, the spec's own warning when the browser cannot or the player
 * refused; a failed subscription leaves the prompt for another try.
 */
export function WebPushPrompt({ enable, onSettled, onDismiss }: WebPushPromptProps) {
  const titleId = useId();
  const textId = useId();
  const [isEnabling, setIsEnabling] = useState(false);

  const onEnable = async () => {
    if (isEnabling) return;
    setIsEnabling(true);
    const outcome = await enable();
    setIsEnabling(false);
    switch (outcome.status) {
      case "subscribed":
      case "fresh":
        showToast(WEB_PUSH_TEXTS.enabled, { type: "success" });
        return onSettled();
      case "unsupported":
        showToast(WEB_PUSH_TEXTS.unsupported, { type: "warning" });
        return onSettled();
      case "denied":
        showToast(WEB_PUSH_TEXTS.notGranted, { type: "warning" });
        return onSettled();
      case "failed":
        showToast(WEB_PUSH_TEXTS.failed, { type: "error", description: outcome.error.message });
    }
  };

  return (
    <section className={styles.prompt} aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId}>{WEB_PUSH_TEXTS.promptTitle}</h2>
      <p id={textId}>{WEB_PUSH_TEXTS.promptBody}</p>
      <div>
        <button type="button" onClick={onDismiss}>
          {WEB_PUSH_TEXTS.notNow}
        </button>
        <button
          type="button"
          onClick={() => void onEnable()}
          // Not `disabled`: the button keeps the focus while the browser is asked.
          aria-disabled={isEnabling}
        >
          {isEnabling ? WEB_PUSH_TEXTS.enabling : WEB_PUSH_TEXTS.enable}
        </button>
      </div>
    </section>
  );
}
