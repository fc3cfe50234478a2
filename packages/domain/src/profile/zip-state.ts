import type { UsStateCode } from "@casino/contracts";

/**
 * USPS 3-digit ZIP prefixes (the sectional centre of the address) of the fifty states and DC, as
 * inclusive ranges. Prefixes outside every range belong to no state: 000–004 (unassigned), 006–009
 * (Puerto Rico, Virgin Islands), 090–099, 340 and 962–966 (military mail), 969 (Pacific territories),
 * and the few unassigned gaps between states (e.g. 269, 428–429, 694–699, 817–819). A range may hold a
 * prefix USPS has not handed out yet; refusing a real address is worse than letting a rare unused one in.
 */
export const ZIP_PREFIX_RANGES: readonly (readonly [from: number, to: number, state: UsStateCode])[] = [
  [5, 5, "NY"], // Holtsville (IRS)
  [10, 27, "MA"],
  [28, 29, "RI"],
  [30, 38, "NH"],
  [39, 49, "ME"],
  [50, 54, "VT"],
  [55, 55, "MA"], // Andover (IRS)
  [56, 59, "VT"],
  [60, 69, "CT"],
  [70, 89, "NJ"],
  [100, 149, "NY"],
  [150, 196, "PA"],
  [197, 199, "DE"],
  [200, 200, "DC"],
  [201, 201, "VA"], // Dulles, northern Virginia
  [202, 205, "DC"],
  [206, 219, "MD"],
  [220, 246, "VA"],
  [247, 268, "WV"],
  [270, 289, "NC"],
  [290, 299, "SC"],
  [300, 319, "GA"],
  [320, 339, "FL"],
  [341, 349, "FL"],
  [350, 369, "AL"],
  [370, 385, "TN"],
  [386, 397, "MS"],
  [398, 399, "GA"],
  [400, 427, "KY"],
  [430, 459, "OH"],
  [460, 479, "IN"],
  [480, 499, "MI"],
  [500, 528, "IA"],
  [530, 549, "WI"],
  [550, 567, "MN"],
  [569, 569, "DC"], // federal agencies
  [570, 577, "SD"],
  [580, 588, "ND"],
  [590, 599, "MT"],
  [600, 629, "IL"],
  [630, 658, "MO"],
  [660, 679, "KS"],
  [680, 693, "NE"],
  [700, 714, "LA"],
  [716, 729, "AR"],
  [730, 731, "OK"],
  [733, 733, "TX"], // Austin (IRS)
  [734, 749, "OK"],
  [750, 799, "TX"],
  [800, 816, "CO"],
  [820, 831, "WY"],
  [832, 838, "ID"],
  [840, 847, "UT"],
  [850, 865, "AZ"],
  [870, 884, "NM"],
  [885, 885, "TX"], // El Paso
  [889, 898, "NV"],
  [900, 961, "CA"],
  [967, 968, "HI"],
  [970, 979, "OR"],
  [980, 994, "WA"],
  [995, 999, "AK"],
];

/**
 * Five-digit ZIP codes whose prefix is another state's but which also deliver to addresses in this one
 * (towns on a state line served by the neighbour's post office).
 */
export const CROSS_BORDER_ZIPS: Readonly<Record<string, readonly UsStateCode[]>> = {
  "06390": ["NY"], // Fishers Island, NY, served from New London, CT
  "42223": ["TN"], // Fort Campbell, on the Kentucky–Tennessee line
  "68119": ["IA"], // Carter Lake, IA, served from Omaha, NE
  "68120": ["IA"],
  "71233": ["MS"], // a Louisiana ZIP whose area lies across the river in Mississippi
  "75502": ["AR"], // Texarkana, on the Texas–Arkansas line
};

/** The state whose range holds a 3-digit prefix, or null when the prefix belongs to no state. */
export function stateOfZipPrefix(prefix: number): UsStateCode | null {
  for (const [from, to, state] of ZIP_PREFIX_RANGES) {
    if (prefix >= from && prefix <= to) return state;
  }
  return null;
}

/** Every state a ZIP (`12345` or `12345-6789`) may be in; empty when it is in no state. */
export function statesOfZip(zip: string): UsStateCode[] {
  const five = /^(\d{5})(-\d{4})?$/.exec(zip.trim())?.[1];
  if (!five) return [];
  const home = stateOfZipPrefix(Number(five.slice(0, 3)));
  if (!home) return [];
  return [home, ...(CROSS_BORDER_ZIPS[five] ?? [])];
}

export type ZipStateVerdict = "ok" | "mismatch" | "unknown_zip";

/** Whether a ZIP exists in some state and, when a state is given, whether it is that one. */
export function checkZipState(zip: string, state: UsStateCode | null): ZipStateVerdict {
  const states = statesOfZip(zip);
  if (states.length === 0) return "unknown_zip";
  if (state === null || states.includes(state)) return "ok";
  return "mismatch";
}
