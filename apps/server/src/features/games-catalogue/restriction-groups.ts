import { allRestrictionIdsHashes, GUEST_RESTRICTION_HASH, UNRESTRICTED_HASH } from "@casino/domain";

/**
 * Restriction sets the catalogue is built for: every `playerRestrictionIdsHash` app init and
 * `/rest/restriction/info/` can hand out (guests `guest`; players `standard`, or the actions the
 * sweepstakes rules refuse where they are, e.g. `no-sweepstakesPlay.redemption`: decision 041). Every set
 * sees every active game today; the answer is keyed by the set so that a later per-set list needs no
 * change of the clients.
 */
const KNOWN_GROUPS: ReadonlySet<string> = new Set([GUEST_RESTRICTION_HASH, ...allRestrictionIdsHashes()]);

export interface GroupChoice {
  groupKey: string;
  /**
   * The set came from the query, so the answer depends on the URL alone and shared caches may keep it;
   * otherwise it was chosen from the visitor's session and only the browser may.
   */
  isFromQuery: boolean;
}

/** The set a request asks for when it is one we know, else the visitor's own. */
export function chooseGroup(requested: string | undefined, isPlayer: boolean): GroupChoice {
  if (requested !== undefined && KNOWN_GROUPS.has(requested))
    return { groupKey: requested, isFromQuery: true };
  return { groupKey: isPlayer ? UNRESTRICTED_HASH : GUEST_RESTRICTION_HASH, isFromQuery: false };
}
