import { describe, expect, it, vi } from "vitest";
import { createAnalyticsBus } from "./analytics-bus";

describe("analytics bus", () => {
  it("delivers each event to every subscriber until it unsubscribes", () => {
    const bus = createAnalyticsBus();
    const first = vi.fn();
    const second = vi.fn();
    const stop = bus.subscribe(first);
    bus.subscribe(second);
    bus.emit("click_button", { id: "sign-up" });
    stop();
    bus.emit("open_popup", { name: "cookie-consent" });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({ name: "click_button", data: { id: "sign-up" } });
    expect(second).toHaveBeenCalledTimes(2);
  });

  it("keeps delivering when one subscriber throws", () => {
    const bus = createAnalyticsBus();
    const healthy = vi.fn();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    bus.subscribe(() => {
      throw new Error("sink down");
    });
    bus.subscribe(healthy);
    bus.emit("error", { code: "X" });
    expect(healthy).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
