/** The query of the signed-in player's terms status; accepting writes the answer into it. */
export const termsStatusQueryKey = (playerId: string) => ["terms-status", playerId] as const;
