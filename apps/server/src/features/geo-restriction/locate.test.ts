import { describe, expect, it } from "vitest";
import { normalCidr } from "./allow-list";
import { jurisdictionAt } from "./boundaries";
import { locateIp } from "./ip-location";
import { jurisdictionName } from "./jurisdiction-names";

describe("placing a browser's position on the shipped boundaries", () => {
  it.each([
    ["Seattle", 47.6062, -122.3321, "US-WA"],
    ["Newark", 40.7357, -74.1724, "US-NJ"],
    ["Boise", 43.615, -116.2023, "US-ID"],
    ["Las Vegas", 36.1699, -115.1398, "US-NV"],
    ["Austin", 30.2672, -97.7431, "US-TX"],
    ["London", 51.5074, -0.1278, "GB"],
    ["Montreal (Canada at country level: no provinces in the data)", 45.5017, -73.5673, "CA"],
    ["Mexico City", 19.4326, -99.1332, "MX"],
  ])("puts %s in its jurisdiction", (_place, latitude, longitude, code) => {
    expect(jurisdictionAt(latitude, longitude)).toBe(code);
  });

  it("puts a point in the Atlantic nowhere", () => {
    expect(jurisdictionAt(35, -40)).toBeNull();
  });
});

describe("locating an address in the shipped IP database", () => {
  it.each([
    ["128.95.1.1", "US-WA"],
    ["8.8.8.8", "US-CA"],
    ["81.2.69.160", "GB"],
    ["24.48.0.1", "CA-QC"],
    ["::ffff:128.83.1.1", "US-TX"],
  ])("places %s in %s", async (ip, code) => {
    expect(await locateIp(ip)).toBe(code);
  });

  it("leaves loopback, private and malformed addresses unknown", async () => {
    for (const ip of ["127.0.0.1", "::1", "10.1.2.3", "192.168.0.9", "not an ip", undefined]) {
      expect(await locateIp(ip), String(ip)).toBeNull();
    }
  });
});

describe("names and ranges", () => {
  it("names states, provinces and countries in English", () => {
    expect(jurisdictionName("US-WA")).toBe("Washington");
    expect(jurisdictionName("CA-QC")).toBe("Quebec");
    expect(jurisdictionName("GB")).toBe("United Kingdom");
  });

  it("stores an address or range in its normal form and refuses anything else", () => {
    expect(normalCidr("203.0.113.7")).toBe("203.0.113.7/32");
    expect(normalCidr("203.0.113.77/24")).toBe("203.0.113.0/24");
    expect(normalCidr("2001:DB8::1/48")).toBe("2001:db8::/48");
    expect(normalCidr("203.0.113.0/33")).toBeNull();
    expect(normalCidr("example.com")).toBeNull();
  });
});
