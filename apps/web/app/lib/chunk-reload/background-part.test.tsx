// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BackgroundPart } from "./background-part";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pageWith = (part: React.ReactNode) => (
  <main>
    <p>The page the player is reading</p>
    <BackgroundPart name="test part">
      <Suspense fallback={null}>{part}</Suspense>
    </BackgroundPart>
  </main>
);

describe("a part that loads its code in the background", () => {
  it("stays away, leaving the page as it is, when its code cannot be fetched (a deploy restarting)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Missing = lazy(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/part.js")),
    );
    render(pageWith(<Missing />));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText("The page the player is reading")).toBeTruthy();
    expect(console.error).not.toHaveBeenCalledWith("test part failed", expect.anything());
  });

  it("reports another failure in the console, and still keeps the page", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const Broken = () => {
      throw new Error("a bug");
    };
    render(pageWith(<Broken />));
    expect(screen.getByText("The page the player is reading")).toBeTruthy();
    expect(errors).toHaveBeenCalledWith("test part failed", expect.any(Error));
  });
});
