import { describe, expect, it } from "vitest";
import { asksToOpenSupport, isSupportChatHidden, withoutOpenSupport } from "./support-chat-url";

describe("the support chat's URL rules", () => {
  it("opens on the openSupport query, with or without a value", () => {
    expect(asksToOpenSupport("?openSupport")).toBe(true);
    expect(asksToOpenSupport("?category=slots&openSupport=true")).toBe(true);
    expect(asksToOpenSupport("?openSupportx=1")).toBe(false);
    expect(asksToOpenSupport("")).toBe(false);
  });

  it("takes openSupport off and keeps the rest of the query", () => {
    expect(withoutOpenSupport("?openSupport")).toBe("");
    expect(withoutOpenSupport("?category=slots&openSupport=1&game=7")).toBe("?category=slots&game=7");
  });

  it("is hidden on the cash box's iframe only", () => {
    expect(isSupportChatHidden("/cashIframe")).toBe(true);
    expect(isSupportChatHidden("/cashIframe/deposit")).toBe(true);
    expect(isSupportChatHidden("/cash/deposit-by-money/")).toBe(false);
    expect(isSupportChatHidden("/lobby/")).toBe(false);
  });
});
