/**
 * The sweepstakes rules seeded on a fresh database (issue #13, decision 041): the bans and exclusions in
 * force or dated by 2026-11-29, and minimum ages. Inserted once; operators edit them in the back office
 * and a restart never overwrites their changes. `isConfirmed` is true where several independent reports
 * agreed on the law and its date; no statute text was read, so each note says where it comes from and
 * compliance should check the primary source before relying on a row.
 */

interface SeedRule {
  code: string;
  name: string;
  effectiveFrom: string;
  allowsSignUp: boolean;
  allowsPurchase: boolean;
  allowsSweepstakesPlay: boolean;
  allowsRedemption: boolean;
  allowsAmoe: boolean;
  minimumAge: number;
  sourceNote: string;
  isConfirmed: boolean;
}

/** Nothing allowed: the site is closed there (decision 041: a ban closes sign-up too). */
const CLOSED = {
  allowsSignUp: false,
  allowsPurchase: false,
  allowsSweepstakesPlay: false,
  allowsRedemption: false,
  allowsAmoe: false,
  minimumAge: 18,
} as const;

const OPEN = {
  allowsSignUp: true,
  allowsPurchase: true,
  allowsSweepstakesPlay: true,
  allowsRedemption: true,
  allowsAmoe: true,
} as const;

const ban = (code: string, name: string, effectiveFrom: string, sourceNote: string, isConfirmed = true) => ({
  code,
  name,
  effectiveFrom,
  ...CLOSED,
  sourceNote,
  isConfirmed,
});

/** The date the brands' terms took effect: operator policies below apply from then. */
const POLICY_FROM = "2026-11-01";
const OPERATOR_POLICY =
  "Operator policy, not a law: like most sweepstakes operators we serve the United States and Canada (without Quebec) only.";

const countryExclusion = (code: string, name: string) => ban(code, name, POLICY_FROM, OPERATOR_POLICY);

export const JURISDICTION_RULES: readonly SeedRule[] = [
  ban(
    "US-WA",
    "Washington",
    "2006-06-07",
    "RCW 9.46.240 (SB 6613, 2006) makes transmitting gambling information over the internet a felony; sweepstakes operators have long excluded Washington. Date: the 2006 act's effective date as reported; check RCW.",
  ),
  ban(
    "US-ID",
    "Idaho",
    "1992-11-03",
    "Idaho Constitution art. III §20 prohibits all gambling except the state lottery and pari-mutuel betting; operators have long excluded Idaho. Date: the 1992 amendment as recalled, not confirmed from the text.",
    false,
  ),
  ban(
    "US-MI",
    "Michigan",
    "2023-12-05",
    "Michigan Gaming Control Board cease-and-desist letters to sweepstakes operators (Stake.us, VGW LuckyLand; Oct–Dec 2023) under the Lawful Internet Gaming Act; more letters in 2025. Regulator enforcement, not a statute naming sweepstakes; dated from the VGW letter (2023-12-05).",
  ),
  ban(
    "US-MT",
    "Montana",
    "2025-10-01",
    "SB 555 (signed 2025-05-12): 'internet gambling' includes platforms taking bets in any form of currency. No date in the act, so MCA 1-2-201 puts it in force on October 1 after passage.",
  ),
  ban(
    "US-CT",
    "Connecticut",
    "2025-10-01",
    "SB 1235 (signed June 2025): unlicensed persons may not facilitate real or simulated online casino gaming; in force 2025-10-01 as reported.",
  ),
  ban(
    "US-NV",
    "Nevada",
    "2025-10-01",
    "SB 256 (2025) strengthens penalties for unlicensed gaming; 'sweepstakes' is not in its text but was discussed as its target; October 1 is Nevada's default effective date. Operators already excluded Nevada.",
    false,
  ),
  ban(
    "US-NJ",
    "New Jersey",
    "2025-08-15",
    "A5447 signed by Gov. Murphy on 2025-08-15 and in force at once: sweepstakes with a dual-currency system are unlawful; fines up to $100,000, $250,000 for repeats.",
  ),
  ban(
    "US-CA",
    "California",
    "2026-01-01",
    "AB 831 signed 2025-10-11, in force 2026-01-01: operating or supporting online dual-currency sweepstakes games is a misdemeanour.",
  ),
  ban(
    "US-NY",
    "New York",
    "2025-12-05",
    "S5935-A signed by Gov. Hochul on Friday 2025-12-05, in force at once: online sweepstakes games with a dual-currency system are banned; fines $10,000–$100,000.",
  ),
  ban(
    "US-IN",
    "Indiana",
    "2026-07-01",
    "HB 1052 (2026) passed both chambers on 2026-02-26 with the sweepstakes game ban and $100,000 civil penalties, in force 2026-07-01. The governor's signature was not found in the sources read (a veto can be overridden by simple majorities).",
    false,
  ),
  ban(
    "US-TN",
    "Tennessee",
    "2026-05-22",
    "SB 2136 (2026): dual- and virtual-currency sweepstakes casino games are unlawful gambling under consumer protection law; reported signed by Gov. Lee on 2026-05-22 and in force at once. Sources were low-quality aggregator posts; the date needs checking.",
    false,
  ),
  ban(
    "US-LA",
    "Louisiana",
    "2025-07-01",
    "The 2025 ban bill was vetoed by Gov. Landry, who said existing law already covers it; the Gaming Control Board then sent some 40 cease-and-desist letters. Excluded on that enforcement; the date is approximate (mid-2025).",
    false,
  ),
  {
    code: "US-MA",
    name: "Massachusetts",
    effectiveFrom: POLICY_FROM,
    ...OPEN,
    minimumAge: 21,
    sourceNote:
      "Minimum age 21 as several operators set it for Massachusetts (e.g. paid fantasy contests); no sweepstakes statute found. Operator policy to confirm.",
    isConfirmed: false,
  },
  {
    code: "US-MS",
    name: "Mississippi",
    effectiveFrom: POLICY_FROM,
    ...OPEN,
    minimumAge: 21,
    sourceNote:
      "Minimum age 21, Mississippi's casino gambling age; ban bills (SB 2510, SB 2104) failed in 2025 and 2026. Operator policy to confirm.",
    isConfirmed: false,
  },
  ban(
    "CA-QC",
    "Quebec",
    POLICY_FROM,
    "Operator policy, not a law: sweepstakes operators commonly exclude Quebec (its contest rules require registration with the Régie des alcools, des courses et des jeux).",
  ),
  countryExclusion("GB", "United Kingdom"),
  countryExclusion("AU", "Australia"),
  countryExclusion("FR", "France"),
  countryExclusion("DE", "Germany"),
  countryExclusion("ES", "Spain"),
  countryExclusion("IT", "Italy"),
  countryExclusion("NL", "Netherlands"),
  countryExclusion("BR", "Brazil"),
  countryExclusion("MX", "Mexico"),
];
