import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("build announcements", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("names the running build in latest.json and is never cached", async () => {
    const response = await t.app.inject({ url: "/builds/latest.json?timestamp=123" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: "test-build", timestamp: 1_790_000_000_000 });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("serves the running build's meta file", async () => {
    const response = await t.app.inject({ url: "/builds/meta/test-build.json" });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe("test-build");
  });

  it("answers an unknown build with the BUILD_NOT_FOUND envelope", async () => {
    const response = await t.app.inject({ url: "/builds/meta/other-build.json" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: { code: "BUILD_NOT_FOUND" } });
  });

  it("rejects a build id with path characters as invalid input", async () => {
    const response = await t.app.inject({ url: "/builds/meta/..%2Fsecret.json" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_FAILED");
  });
});
