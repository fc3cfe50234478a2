import { randomBytes } from "node:crypto";
import { AMOE_HISTORY_MAX, type AmoeInstructions, type BrandId } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import { type Clock, generateAmoeCode, type RandomSource } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import type { CachedReads } from "../../platform/feature";
import type { AmoeEligibilityCheck } from "./amoe.eligibility";
import { presentInstructions, presentPlayerRequest } from "./amoe.presenter";
import { findOutstanding, findSetting, insertRequest, listPlayerRequests, lockPlayerAmoe } from "./amoe.repo";

/** The read-cache topic of the brands' AMOE settings; an edit announces it. */
export const AMOE_TOPIC = "amoe";

export interface AmoeContext extends CachedReads {
  db: Database;
  clock: Clock;
  /** Draws request codes: the CSPRNG below in production, a seeded one in tests. */
  rng: RandomSource;
  eligibility: AmoeEligibilityCheck;
}

/** Codes are credentials of a sort (whoever mails one earns entries for its owner): drawn from the OS CSPRNG. */
export const cryptoRandomSource: RandomSource = { nextUint32: () => randomBytes(4).readUInt32BE(0) };

/** How many times a code is drawn again after a collision before the request fails loudly. */
const CODE_ATTEMPTS = 5;

/** The brand's instructions, read once per process until an operator edits them. */
export async function instructionsOf(ctx: CachedReads, brandId: BrandId): Promise<AmoeInstructions> {
  return ctx.readCache.read(AMOE_TOPIC, brandId, async () => {
    const setting = await findSetting(ctx.db, brandId);
    // Every brand is seeded with one; a brand without any is a deployment fault, not a player's.
    if (!setting) throw new Error(`brand ${brandId} has no amoe_setting`);
    return presentInstructions(setting);
  });
}

/** What the rules page shows: the brand's instructions, and the player's latest codes when signed in. */
export async function getAmoe(ctx: AmoeContext, input: { brandId: BrandId; playerId: string | null }) {
  const instructions = await instructionsOf(ctx, input.brandId);
  if (!input.playerId) return { instructions, requests: null };
  const rows = await listPlayerRequests(ctx.db, input.playerId, AMOE_HISTORY_MAX);
  return { instructions, requests: rows.map(presentPlayerRequest) };
}

/**
 * Issues the player a request code, or hands back the one still waiting for its letter: one outstanding
 * code per player, so a player cannot stock up codes (a letter can only ever be matched to one). The
 * player's AMOE lock makes two simultaneous requests agree on one code.
 */
export async function requestAmoeCode(
  ctx: AmoeContext,
  request: FastifyRequest,
  input: { playerId: string; brandId: BrandId },
) {
  await ctx.eligibility.beforeIssue(request, input.playerId);
  return ctx.db.transaction(async (tx) => {
    await lockPlayerAmoe(tx, input.playerId);
    const outstanding = await findOutstanding(tx, input.playerId);
    if (outstanding) return { request: presentPlayerRequest(outstanding), isNew: false };
    const created = await issueCode(ctx, tx, input);
    return { request: presentPlayerRequest(created), isNew: true };
  });
}

async function issueCode(ctx: AmoeContext, tx: Executor, input: { playerId: string; brandId: BrandId }) {
  const requestedAt = ctx.clock.now();
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const row = await insertRequest(tx, { ...input, code: generateAmoeCode(ctx.rng), requestedAt });
    if (row) return row;
  }
  throw new Error(`no free AMOE code after ${CODE_ATTEMPTS} draws: is the random source broken?`);
}
