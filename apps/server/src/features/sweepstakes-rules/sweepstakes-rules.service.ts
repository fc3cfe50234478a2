import type { SweepstakesAction } from "@casino/contracts";
import {
  type JurisdictionVerdict,
  minimumAgeIn,
  type RuleBook,
  refusedActions,
  ruleBookOf,
  ruleInForce,
  verdictFor,
} from "@casino/domain";
import type { CachedReads } from "../../platform/feature";
import { selectRules } from "./sweepstakes-rules.repo";

/** The read-cache topic of the jurisdiction rules; an edit announces it through the outbox. */
export const SWEEPSTAKES_RULES_TOPIC = "sweepstakes-rules";

/**
 * Every rule, kept in memory until one changes (decision 021): a handful of rows read on every sign-up,
 * launch and check. Only the rows are kept, never a verdict: the day is taken from the caller's clock on
 * each call, so a rule dated tomorrow applies from tomorrow's first call with no edit and no deploy.
 */
export function ruleBook(ctx: CachedReads): Promise<RuleBook> {
  return ctx.readCache.read(SWEEPSTAKES_RULES_TOPIC, "all", async () =>
    ruleBookOf(await selectRules(ctx.db)),
  );
}

/** Whether `action` is allowed over all the jurisdictions at `at` (the strictest wins). */
export async function jurisdictionVerdict(
  ctx: CachedReads,
  input: { jurisdictions: readonly string[]; action: SweepstakesAction; at: Date },
): Promise<JurisdictionVerdict> {
  return verdictFor(await ruleBook(ctx), input);
}

/** The minimum age over the jurisdictions at `at`: the highest of their rules in force, 18 by default. */
export async function minimumAgeFor(
  ctx: CachedReads,
  input: { jurisdictions: readonly string[]; at: Date },
): Promise<number> {
  return minimumAgeIn(await ruleBook(ctx), input);
}

/** The actions refused over the jurisdictions at `at`. */
export async function refusedActionsFor(
  ctx: CachedReads,
  input: { jurisdictions: readonly string[]; at: Date },
): Promise<SweepstakesAction[]> {
  return refusedActions(await ruleBook(ctx), input);
}

/** The jurisdictions whose rule in force at `at` refuses the action, with their names (for the geoblock page). */
export async function jurisdictionsRefusing(
  ctx: CachedReads,
  input: { action: SweepstakesAction; at: Date },
): Promise<{ code: string; name: string }[]> {
  const book = await ruleBook(ctx);
  const refusing: { code: string; name: string }[] = [];
  for (const code of [...book.keys()].sort()) {
    const row = ruleInForce(book, code, input.at);
    if (row && !verdictFor(book, { jurisdictions: [code], action: input.action, at: input.at }).isAllowed) {
      refusing.push({ code, name: row.name });
    }
  }
  return refusing;
}

/** The name a rule gives a jurisdiction, if it has a row. */
export async function ruleNameOf(ctx: CachedReads, code: string): Promise<string | null> {
  return (await ruleBook(ctx)).get(code)?.[0]?.name ?? null;
}
