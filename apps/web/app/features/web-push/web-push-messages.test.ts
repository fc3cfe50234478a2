import { describe, expect, it, vi } from "vitest";
import { forwardPushMessages, PUSH_RECEIVED } from "./web-push-messages";

const message = { title: "Hi", body: "There", notificationId: "7", category: "system" };

describe("push messages the service worker forwards to a tab", () => {
  it("hands ours on and ignores other messages, until stopped", () => {
    const target = new EventTarget();
    const onMessage = vi.fn();
    const stop = forwardPushMessages(target as unknown as ServiceWorkerContainer, onMessage);
    const post = (data: unknown) => target.dispatchEvent(new MessageEvent("message", { data }));
    post({ type: PUSH_RECEIVED, message });
    post({ type: "something-else", message });
    post({ type: PUSH_RECEIVED, message: { title: 5 } });
    expect(onMessage.mock.calls).toEqual([[message]]);
    stop();
    post({ type: PUSH_RECEIVED, message });
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it("does nothing where there is no service worker", () => {
    expect(() => forwardPushMessages(undefined, vi.fn())()).not.toThrow();
  });
});
