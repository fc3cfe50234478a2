import { defineEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { registerEndpoint } from "./contract-route";

let outputChecks = 0;
const counted = z.object({ items: z.array(z.number()) }).refine(() => {
  outputChecks += 1;
  return true;
});

const cachedEndpoint = defineEndpoint({
  id: "testCached",
  method: "GET",
  path: "/rest/test/cached/",
  summary: "Answers the same object every time, as a read-cache entry does.",
  tags: ["test"],
  output: counted,
});
const freshEndpoint = defineEndpoint({
  id: "testFresh",
  method: "GET",
  path: "/rest/test/fresh/",
  summary: "Answers a new object every time.",
  tags: ["test"],
  output: counted,
});

describe("answers checked against their contract", () => {
  const cachedAnswer = { items: [1, 2, 3] };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend(app) {
        registerEndpoint(app, cachedEndpoint, () => cachedAnswer);
        registerEndpoint(app, freshEndpoint, () => ({ items: [4] }));
      },
    });
  });
  afterAll(() => t.close());

  it("checks an answer served from memory once, however often it is served", async () => {
    outputChecks = 0;
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({ url: "/rest/test/cached/" });
      expect(response.json()).toEqual({ items: [1, 2, 3] });
    }
    expect(outputChecks).toBe(1);
  });

  it("checks every answer built afresh", async () => {
    outputChecks = 0;
    for (let i = 0; i < 3; i++) await t.app.inject({ url: "/rest/test/fresh/" });
    expect(outputChecks).toBe(3);
  });
});
