import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registeredRoutes } from "./registered-routes";

describe("the route list the matrix compares with the API document", () => {
  it("reads nested and parameterised routes out of Fastify's tree, methods included", async () => {
    const app = Fastify();
    const ok = async () => ({ ok: true });
    app.get("/rest/a/", ok);
    app.post("/rest/a/b/", ok);
    app.get("/rest/a/:id/c/", ok);
    app.post("/api/provider/:provider/bet/", ok);
    app.get("/builds/meta/:buildId.json", ok);
    await app.ready();
    const routes = registeredRoutes(app).map(({ method, url }) => `${method} ${url}`);
    expect(routes.filter((route) => !route.startsWith("HEAD")).sort()).toEqual([
      "GET /builds/meta/:buildId.json",
      "GET /rest/a/",
      "GET /rest/a/:id/c/",
      "POST /api/provider/:provider/bet/",
      "POST /rest/a/b/",
    ]);
    await app.close();
  });
});
