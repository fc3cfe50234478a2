import { SWEEPSTAKES_ACTIONS, type SweepstakesAction } from "@casino/contracts";

/** One dated row of a jurisdiction's rule, as the table keeps it (decision 041). */
export interface JurisdictionRuleRow {
  code: string;
  name: string;
  /** `YYYY-MM-DD`: the first day (UTC) the row applies. */
  effectiveFrom: string;
  allowsSignUp: boolean;
  allowsPurchase: boolean;
  allowsSweepstakesPlay: boolean;
  allowsRedemption: boolean;
  allowsAmoe: boolean;
  minimumAge: number;
}

/** The age that applies where no rule says otherwise. */
export const DEFAULT_MINIMUM_AGE = 18;

const FLAG_OF: Record<SweepstakesAction, keyof JurisdictionRuleRow> = {
  signUp: "allowsSignUp",
  purchase: "allowsPurchase",
  sweepstakesPlay: "allowsSweepstakesPlay",
  redemption: "allowsRedemption",
  amoe: "allowsAmoe",
};

/** The calendar day of an instant in UTC, `YYYY-MM-DD`: the day rules are dated by. */
export function utcDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Rows grouped by jurisdiction, each group newest date first: the shape lookups want. */
export type RuleBook = ReadonlyMap<string, readonly JurisdictionRuleRow[]>;

/** Builds the rule book from the table's rows, in any order. */
export function ruleBookOf(rows: readonly JurisdictionRuleRow[]): RuleBook {
  const book = new Map<string, JurisdictionRuleRow[]>();
  for (const row of rows) {
    const group = book.get(row.code) ?? [];
    group.push(row);
    book.set(row.code, group);
  }
  for (const group of book.values()) group.sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
  return book;
}

/** The row in force for `code` on the day of `at`: the latest not dated after it; null when none is. */
export function ruleInForce(book: RuleBook, code: string, at: Date): JurisdictionRuleRow | null {
  const day = utcDayOf(at);
  // ISO dates compare as strings; the group is newest first, so the first not after `day` is in force.
  return book.get(code)?.find((row) => row.effectiveFrom <= day) ?? null;
}

/** Whether a row allows the action. */
export function ruleAllows(row: JurisdictionRuleRow, action: SweepstakesAction): boolean {
  return row[FLAG_OF[action]] === true;
}

/** The answer for one action over every jurisdiction that applies to a person. */
export type JurisdictionVerdict =
  | { isAllowed: true }
  | {
      isAllowed: false;
      /** The first jurisdiction (in the order given) whose rule in force refuses the action. */
      code: string;
      name: string;
    };

/**
 * Whether `action` is allowed where a person is and lives, on the day of `at`: the strictest wins, so a
 * single jurisdiction whose rule in force refuses it refuses it. Unknown jurisdictions allow everything.
 */
export function verdictFor(
  book: RuleBook,
  input: { jurisdictions: readonly string[]; action: SweepstakesAction; at: Date },
): JurisdictionVerdict {
  for (const code of input.jurisdictions) {
    const row = ruleInForce(book, code, input.at);
    if (row && !ruleAllows(row, input.action)) return { isAllowed: false, code, name: row.name };
  }
  return { isAllowed: true };
}

/** The highest minimum age among the jurisdictions' rules in force (18 where none sets one). */
export function minimumAgeIn(book: RuleBook, input: { jurisdictions: readonly string[]; at: Date }): number {
  let age = DEFAULT_MINIMUM_AGE;
  for (const code of input.jurisdictions) {
    const row = ruleInForce(book, code, input.at);
    if (row && row.minimumAge > age) age = row.minimumAge;
  }
  return age;
}

/** The actions refused over the jurisdictions on the day of `at`, in the fixed order of the actions. */
export function refusedActions(
  book: RuleBook,
  input: { jurisdictions: readonly string[]; at: Date },
): SweepstakesAction[] {
  return SWEEPSTAKES_ACTIONS.filter((action) => !verdictFor(book, { ...input, action }).isAllowed);
}
