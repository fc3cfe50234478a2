import { describe, expect, it } from "vitest";
import {
  MAX_ROUTE_PRELOADS,
  PAYLOAD_PREFETCH_DELAY_MS,
  shouldPrefetchLinks,
  shouldPrefetchPayload,
} from "./prefetch-policy";

describe("prefetch policy", () => {
  it("uses the spec's constants", () => {
    expect(PAYLOAD_PREFETCH_DELAY_MS).toBe(1000);
    expect(MAX_ROUTE_PRELOADS).toBe(4);
  });

  it("prefetches links on a normal connection, or when the browser does not say", () => {
    expect(shouldPrefetchLinks({ effectiveType: "4g" })).toBe(true);
    expect(shouldPrefetchLinks({ effectiveType: "3g", saveData: false })).toBe(true);
    expect(shouldPrefetchLinks({})).toBe(true);
    expect(shouldPrefetchLinks()).toBe(true);
  });

  it("does not spend a data-saving visitor's data on link prefetches", () => {
    expect(shouldPrefetchLinks({ saveData: true, effectiveType: "4g" })).toBe(false);
  });

  it("does not prefetch links on 2G or slower", () => {
    expect(shouldPrefetchLinks({ effectiveType: "2g" })).toBe(false);
    expect(shouldPrefetchLinks({ effectiveType: "slow-2g" })).toBe(false);
  });

  it("prefetches payloads everywhere except on slow-2g", () => {
    expect(shouldPrefetchPayload({ effectiveType: "slow-2g" })).toBe(false);
    expect(shouldPrefetchPayload({ effectiveType: "2g" })).toBe(true);
    expect(shouldPrefetchPayload({ effectiveType: "4g", saveData: true })).toBe(true);
    expect(shouldPrefetchPayload()).toBe(true);
  });
});
