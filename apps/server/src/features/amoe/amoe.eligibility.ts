import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import type { ServerContext } from "../../platform/feature";
import { assertAllowed } from "../geo-restriction";
import { readPlayerProfile } from "../player";
import { assertMayClaimPrizes } from "../responsible-play";
import { jurisdictionVerdict } from "../sweepstakes-rules";

/**
 * Whether a player may take part in free entries by mail now (decision 042): the jurisdiction rules
 * (action `amoe`) and responsible play. Every AMOE path asks here and nowhere else, before its own
 * transaction: the checks read through other features' services on the database (and their caches), and
 * PGlite's single connection would wait on a transaction held open around them.
 */
export interface AmoeEligibilityCheck {
  /** Before a code is issued: the player's own request, so where they are is checked as well. */
  beforeIssue(request: FastifyRequest, playerId: string): Promise<void>;
  /** Before a letter is credited from the back office: no request of the player's, only their residence. */
  beforeCredit(playerId: string): Promise<void>;
}

export function amoeEligibility(
  ctx: Pick<ServerContext, "db" | "clock" | "readCache">,
): AmoeEligibilityCheck {
  return {
    async beforeIssue(request, playerId) {
      // Where the request comes from, the browser's last position and the state of residence.
      await assertAllowed(ctx, request, { playerId, action: "amoe" });
      // A cooled-off or self-excluded player gets no new code; a letter already on its way is still
      // honoured when it arrives (the entries cannot be played until the block ends).
      await assertMayClaimPrizes(ctx.db, { playerId, now: ctx.clock.now() });
    },
    async beforeCredit(playerId) {
      const state = (await readPlayerProfile(ctx.db, { playerId }))?.state;
      if (!state) return;
      const verdict = await jurisdictionVerdict(ctx, {
        jurisdictions: [`US-${state}`],
        action: "amoe",
        at: ctx.clock.now(),
      });
      if (!verdict.isAllowed) {
        throw new AppError(
          "JURISDICTION_RESTRICTED",
          403,
          `Free entries by mail are not available in ${verdict.name}, where this player lives. Reject the letter.`,
        );
      }
    },
  };
}
