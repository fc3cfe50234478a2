import { parse, type SerializeOptions, serialize } from "cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** The request's cookies by name, parsed from its Cookie header the first time something reads them. */
    readonly cookies: Readonly<Record<string, string | undefined>>;
  }
  interface FastifyReply {
    /** Adds a `Set-Cookie` header for `name`, in place of one this reply already set for the same cookie. */
    setCookie(name: string, value: string, options?: SerializeOptions): FastifyReply;
    /** Tells the browser to drop `name` (same path and domain as it was set with). */
    clearCookie(name: string, options?: SerializeOptions): FastifyReply;
  }
}

const parsedCookies = Symbol("parsed cookies");
const cookiesSet = Symbol("cookies set");

type ParsingRequest = FastifyRequest & { [parsedCookies]: Record<string, string | undefined> | null };
type SettingReply = FastifyReply & { [cookiesSet]: Map<string, string> | null };

function headerLines(value: ReturnType<FastifyReply["getHeader"]>): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/**
 * Cookies read and written only where a request touches them (decision 032). `@fastify/cookie` parses
 * every request's Cookie header in an onRequest hook and writes `Set-Cookie` in an onSend hook, and cannot
 * be made lazy from outside: two hooks on every probe, asset and wallet call that never looks at a cookie.
 * Here `request.cookies` is a getter that parses once, and `setCookie` writes the header at once; the
 * parsing and serialising are the `cookie` package's, as in `@fastify/cookie`.
 */
export const cookies = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest(parsedCookies, null);
    app.decorateRequest("cookies", {
      getter(this: FastifyRequest) {
        const request = this as ParsingRequest;
        const header = request.headers.cookie;
        request[parsedCookies] ??= header ? parse(header) : {};
        return request[parsedCookies];
      },
    });
    app.decorateReply(cookiesSet, null);
    app.decorateReply("setCookie", function setCookie(this: FastifyReply, name, value, options = {}) {
      const reply = this as SettingReply;
      const written = { sameSite: "lax" as const, ...options };
      reply[cookiesSet] ??= new Map();
      const mine = reply[cookiesSet];
      // Fastify appends to `Set-Cookie`: the header is written again whole, the others' lines kept.
      const others = headerLines(reply.getHeader("set-cookie")).filter(
        (line) => ![...mine.values()].includes(line),
      );
      // One line per cookie: the same name, path and domain set twice keeps the last.
      mine.set(`${name};${written.domain};${written.path ?? "/"}`, serialize(name, value, written));
      reply.removeHeader("set-cookie");
      return reply.header("set-cookie", [...others, ...mine.values()]);
    });
    app.decorateReply("clearCookie", function clearCookie(this: FastifyReply, name, options = {}) {
      return this.setCookie(name, "", { path: "/", ...options, expires: new Date(0), maxAge: 0 });
    });
  },
  { name: "cookies" },
);
