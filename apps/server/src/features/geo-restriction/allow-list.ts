import ipaddr from "ipaddr.js";
import type { CachedReads } from "../../platform/feature";
import { selectAllowedIps } from "./geo-restriction.repo";

/** The read-cache topic of the allow-list; an operator's edit announces it through the outbox. */
export const ALLOWED_IPS_TOPIC = "geo-restriction.allowed-ips";

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * The normal form of an address or CIDR range (`203.0.113.7` → `203.0.113.7/32`, `2001:DB8::/48` →
 * `2001:db8::/48`), with host bits cleared; null when it is neither.
 */
export function normalCidr(input: string): string | null {
  const value = input.trim();
  try {
    if (value.includes("/")) {
      if (!ipaddr.isValidCIDR(value)) return null;
      const [address, bits] = ipaddr.parseCIDR(value);
      const network =
        address.kind() === "ipv4"
          ? ipaddr.IPv4.networkAddressFromCIDR(value)
          : ipaddr.IPv6.networkAddressFromCIDR(value);
      return `${network.toString()}/${bits}`;
    }
    if (!ipaddr.isValid(value)) return null;
    const address = ipaddr.parse(value);
    return `${address.toString()}/${address.kind() === "ipv4" ? 32 : 128}`;
  } catch {
    return null;
  }
}

/** The allow-list, parsed once and kept in memory until an operator changes it. */
function allowedRanges(ctx: CachedReads): Promise<Range[]> {
  return ctx.readCache.read(ALLOWED_IPS_TOPIC, "all", async () =>
    (await selectAllowedIps(ctx.db)).map((row) => ipaddr.parseCIDR(row.cidr) as Range),
  );
}

/** Whether operators let this address through the geo check whatever its location. */
export async function isAllowListed(ctx: CachedReads, ip: string | undefined): Promise<boolean> {
  if (!ip || !ipaddr.isValid(ip)) return false;
  const ranges = await allowedRanges(ctx);
  if (ranges.length === 0) return false;
  const parsed = ipaddr.parse(ip);
  const address =
    parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
      ? (parsed as ipaddr.IPv6).toIPv4Address()
      : parsed;
  return ranges.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits));
}
