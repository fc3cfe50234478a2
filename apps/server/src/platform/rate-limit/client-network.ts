import ipaddr from "ipaddr.js";

/**
 * The key that stands for one client in rate limits and lockouts. An IPv4 address is one client; an
 * IPv6 user is usually given a whole /64, so each address inside it must count as the same client, or a
 * lockout is one address change away. IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as its IPv4 address.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(":")}::/64`;
}
