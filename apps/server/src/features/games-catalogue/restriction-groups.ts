/**
 * Restriction sets the catalogue is built for: the `playerRestrictionIdsHash` values app-init hands out
 * (guests `guest`, players `standard`; a test keeps the two in step). Every set sees every active game
 * today; geo and KYC restrictions will add sets, and the catalogue answer is keyed by them.
 */
const GUEST_GROUP = "guest";
const PLAYER_GROUP = "standard";
const KNOWN_GROUPS: ReadonlySet<string> = new Set([GUEST_GROUP, PLAYER_GROUP]);

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
  return { groupKey: isPlayer ? PLAYER_GROUP : GUEST_GROUP, isFromQuery: false };
}
