import { createECDH } from "node:crypto";
import type { WebPushHost } from "../../platform/env";

/**
 * Whether the server may send to this push endpoint (the SSRF guard): https on a push service host of
 * `WEB_PUSH_HOSTS`, on the default port, with no credentials in the URL; plain http only to a loopback host
 * listed as `http://…` (a test's local push endpoint), on any port. Anything else would let a player make
 * the server POST to an address of their choosing.
 */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly WebPushHost[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => {
    if (!matchesHost(host, allowed.pattern)) return false;
    if (url.protocol === "https:") return url.port === "";
    return url.protocol === "http:" && allowed.allowsPlainHttp;
  });
}

/** `*.notify.windows.com` matches a name under the domain, never the domain itself. */
function matchesHost(host: string, pattern: string): boolean {
  if (!pattern.startsWith("*.")) return host === pattern;
  const domain = pattern.slice(1);
  return host.endsWith(domain) && host.length > domain.length;
}

const decodeBase64url = (value: string) => Buffer.from(value.replace(/=+$/, ""), "base64url");

/**
 * Whether the browser's keys can encrypt a message (RFC 8291): `p256dh` an uncompressed point on P-256 and
 * `auth` 16 bytes. A subscription with others would fail at every send.
 */
export function arePushKeysValid(keys: { p256dh: string; auth: string }): boolean {
  const publicKey = decodeBase64url(keys.p256dh);
  if (decodeBase64url(keys.auth).length !== 16) return false;
  if (publicKey.length !== 65 || publicKey[0] !== 0x04) return false;
  try {
    // Refuses a point that is not on the curve.
    const probe = createECDH("prime256v1");
    probe.generateKeys();
    probe.computeSecret(publicKey);
    return true;
  } catch {
    return false;
  }
}
