import type { PlayerPageClass } from "@casino/contracts";
import { detectDevice } from "@casino/web-kit";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../auth/session";
import { loadScriptsAfterFirstPaint } from "./after-first-paint";
import {
  compressedForms,
  endOfUtcDay,
  inlineScriptHashes,
  type KeptPage,
  preferredEncoding,
} from "./kept-pages";
import { documentCsp } from "./security-headers";

/** Device classes of recent User-Agent strings: the parse is the costly part of a kept page's key. */
const deviceClasses = new Map<string, string>();
const DEVICE_CLASSES_KEPT = 1000;

/** What the page renders from the User-Agent (device flags, crawler or not), as one comparable string. */
function deviceClassOf(userAgent: string): string {
  let deviceClass = deviceClasses.get(userAgent);
  if (deviceClass === undefined) {
    if (deviceClasses.size >= DEVICE_CLASSES_KEPT) deviceClasses.clear();
    deviceClass = JSON.stringify(detectDevice(userAgent));
    deviceClasses.set(userAgent, deviceClass);
  }
  return deviceClass;
}

/**
 * The key of a guest's document: everything a guest page's render reads from the request (brand and
 * origin from the host, locale, URL, cookies such as the consent, device flags). Null when the document
 * is not a guest's (a session cookie, valid or not) or not a GET. A render that reads anything else of
 * the request must call `notePageIsPersonal` so that its page is not kept.
 */
export function guestPageKey(request: FastifyRequest): string | null {
  if (request.method !== "GET" || request.session || request.cookies[SESSION_COOKIE] !== undefined) {
    return null;
  }
  return JSON.stringify([
    request.brand.id,
    request.locale,
    request.protocol,
    request.host,
    request.url,
    request.headers.cookie ?? "",
    deviceClassOf(request.headers["user-agent"] ?? ""),
  ]);
}

/** The request's cookies other than the session, by name: what a page kept for players may read. */
export function cookiesBesideSession(request: FastifyRequest): [string, string][] {
  return Object.entries(request.cookies)
    .filter((entry): entry is [string, string] => entry[0] !== SESSION_COOKIE && entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The key of a signed-in page kept for every player of a class (decision 024): the guest key's parts, the
 * player's cookies other than the session (consent, locale), and the class instead of the player.
 */
export function playerPageKey(request: FastifyRequest, playerClass: PlayerPageClass): string {
  const cookies = cookiesBesideSession(request);
  return JSON.stringify([
    "player",
    playerClass,
    request.brand.id,
    request.locale,
    request.protocol,
    request.host,
    request.url,
    cookies,
    deviceClassOf(request.headers["user-agent"] ?? ""),
  ]);
}

/** Headers of the render that a kept page repeats; lengths and encodings are its own. */
const NOT_REPEATED = new Set(["set-cookie", "content-length", "content-encoding", "transfer-encoding"]);

/**
 * A rendered shared document (a guest's, or a class of players') as a page to keep, or null (its body unread) when it cannot be shared: not
 * a 200, or it sets a cookie.
 */
export async function keepablePage(
  response: Response,
  dependsOn: ReadonlySet<string>,
  now: number,
): Promise<KeptPage | null> {
  if (response.status !== 200 || response.headers.has("set-cookie")) return null;
  const html = Buffer.from(loadScriptsAfterFirstPaint(await response.text()));
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!NOT_REPEATED.has(name)) headers[name] = value;
  return {
    status: response.status,
    headers,
    body: await compressedForms(html),
    scriptHashes: inlineScriptHashes(html.toString("utf8")),
    dependsOn,
    validUntil: endOfUtcDay(now),
  };
}

/** Sends a kept page in the form the browser takes, with a CSP that allows its own inline scripts. */
export function sendKeptPage(
  reply: FastifyReply,
  page: KeptPage,
  origin: { protocol: string; host: string },
) {
  const encoding = preferredEncoding(reply.request.headers["accept-encoding"]);
  reply.status(page.status);
  reply.headers(page.headers);
  reply.header("content-security-policy", documentCsp({ hashes: page.scriptHashes }, origin));
  reply.header("vary", "accept-encoding");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(page.body[encoding]);
}
