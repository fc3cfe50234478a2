import { describe, expect, it } from "vitest";
import { formatRoundAmount, pageCount, pageFromSearch, shortHash, verifierHref } from "./rounds";

describe("rounds history", () => {
  it("reads the page from the query, defaulting to the first", () => {
    expect(pageFromSearch("3")).toBe(3);
    for (const value of [null, "", "0", "-2", "two", "1.5"]) expect(pageFromSearch(value)).toBe(1);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it("links a round to the verifier only once its server seed is revealed", () => {
    const fairness = { serverSeedHash: "ab".repeat(32), serverSeed: null, clientSeed: "my-seed", nonce: 7 };
    expect(verifierHref(null)).toBeNull();
    expect(verifierHref(fairness)).toBeNull();
    const href = verifierHref({ ...fairness, serverSeed: "cd".repeat(32) }, "video-5x3");
    const url = new URL(href ?? "", "http://x");
    expect(url.pathname).toBe("/fairness");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      serverSeed: "cd".repeat(32),
      clientSeed: "my-seed",
      nonce: "7",
      serverSeedHash: "ab".repeat(32),
      game: "video-5x3",
    });
  });

  it("formats amounts and hashes for the table", () => {
    expect(formatRoundAmount("entries", 0.2, "en")).toBe("0.20");
    expect(formatRoundAmount("coins", 1500, "en")).toBe("1,500");
    expect(shortHash("0123456789abcdef0123")).toBe("01234567…cdef0123");
  });
});
