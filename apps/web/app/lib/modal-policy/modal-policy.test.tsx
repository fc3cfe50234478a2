// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { useHoldOtherModals, useIsModalAllowed } from ".";

const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

describe("which modals may open", () => {
  it("suppresses all but terms on the geoblock page", () => {
    expect(renderHook(() => useIsModalAllowed("other"), { wrapper: at("/geoblock") }).result.current).toBe(
      false,
    );
    expect(renderHook(() => useIsModalAllowed("terms"), { wrapper: at("/geoblock") }).result.current).toBe(
      true,
    );
    expect(renderHook(() => useIsModalAllowed("other"), { wrapper: at("/lobby/") }).result.current).toBe(
      true,
    );
  });

  it("holds the other modals while a moment that must be seen alone is owed, and lets them open after", () => {
    const allowed = renderHook(() => useIsModalAllowed("other"), { wrapper: at("/lobby/") });
    const welcome = renderHook(({ isOwed }) => useHoldOtherModals(isOwed), {
      initialProps: { isOwed: true },
    });
    expect(allowed.result.current).toBe(false);
    expect(renderHook(() => useIsModalAllowed("terms"), { wrapper: at("/lobby/") }).result.current).toBe(
      true,
    );
    act(() => welcome.rerender({ isOwed: false }));
    expect(allowed.result.current).toBe(true);
    act(() => welcome.rerender({ isOwed: true }));
    welcome.unmount();
    expect(allowed.result.current).toBe(true);
  });
});
