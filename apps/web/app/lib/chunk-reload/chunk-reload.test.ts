import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, markPageLoaded, reloadTargetRoute } from "./chunk-reload";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("chunk load errors", () => {
  it("recognises the browsers' messages for a missing lazy route module", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });

  it("reloads the target route once, then lets the error show", () => {
    const storage = memoryStorage();
    const location = { href: "http://localhost/page/terms", reload: vi.fn() };
    expect(reloadTargetRoute(storage, location)).toBe(true);
    expect(reloadTargetRoute(storage, location)).toBe(false);
    expect(location.reload).toHaveBeenCalledOnce();
    markPageLoaded(storage);
    expect(reloadTargetRoute(storage, location)).toBe(true);
  });
});
