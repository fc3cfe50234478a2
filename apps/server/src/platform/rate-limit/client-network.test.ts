import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("the client behind an address", () => {
  it("is the address itself for IPv4, also when written as IPv4-mapped IPv6", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is the /64 for IPv6, so every address of one subscriber counts together", () => {
    const a = clientNetwork("2001:db8:aa:bb:1:2:3:4");
    expect(a).toBe("2001:db8:aa:bb::/64");
    expect(clientNetwork("2001:0db8:00aa:00bb:ffff::1")).toBe(a);
    expect(clientNetwork("2001:db8:aa:bc::1")).not.toBe(a);
  });
});
