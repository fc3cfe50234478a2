import Fastify, { type RouteHandlerMethod } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { cookies } from "./cookies";

let app = Fastify();
afterEach(() => app.close());

async function appWith(route: RouteHandlerMethod) {
  app = Fastify();
  await app.register(cookies);
  app.get("/", route);
  return app;
}

describe("cookies", () => {
  it("gives a route the request's cookies, and none without a Cookie header", async () => {
    await appWith(async (request) => ({
      sid: request.cookies.sid ?? null,
      count: Object.keys(request.cookies).length,
    }));
    const signedIn = await app.inject({ url: "/", headers: { cookie: "sid=abc%20d; lang=es" } });
    expect(signedIn.json()).toEqual({ sid: "abc d", count: 2 });
    const guest = await app.inject({ url: "/" });
    expect(guest.json()).toEqual({ sid: null, count: 0 });
  });

  it("sets a cookie Lax by default, and a cookie set twice in one answer goes out once, as last set", async () => {
    await appWith(async (_request, reply) => {
      reply.setCookie("sid", "old", { path: "/", httpOnly: true });
      reply.clearCookie("sid", { path: "/", httpOnly: true });
      return "ok";
    });
    const response = await app.inject({ url: "/" });
    const lines = [response.headers["set-cookie"]].flat();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^sid=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
  });

  it("keeps the Set-Cookie lines written beside it", async () => {
    await appWith(async (_request, reply) => {
      reply.header("set-cookie", "consent=yes; Path=/");
      reply.setCookie("sid", "new", { path: "/" });
      reply.setCookie("lang", "es", { path: "/" });
      return "ok";
    });
    const response = await app.inject({ url: "/" });
    expect(response.cookies.map(({ name, value }) => `${name}=${value}`)).toEqual([
      "consent=yes",
      "sid=new",
      "lang=es",
    ]);
  });
});
