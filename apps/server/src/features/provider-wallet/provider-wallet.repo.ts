import type { BrandId, GameMode } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { WalletRaw } from "./provider-wallet.raw-rows";

/** A game session as the wallet sees it; `isLive` is false once it expired. */
export interface WalletSession {
  id: string;
  playerId: string;
  gameId: number;
  providerSlug: string;
  mode: "real" | "demo";
  gameMode: GameMode;
  demoBalance: bigint | null;
  isLive: boolean;
  isPlayerActive: boolean;
  /** The player's brand: its limits apply to the session's bets. */
  brandId: BrandId;
}

/**
 * Finds the provider's session by token hash and, while it is live, slides its expiry (idle timeout, never
 * past the absolute limit). An expired session is answered, not revived. The row lock orders the calls of
 * one session, so a session's calls never race each other.
 */
export async function touchSession(
  tx: Executor,
  q: { tokenHash: string; providerSlug: string; now: Date; idleMs: number; maxMs: number },
): Promise<WalletSession | null> {
  const rows = await tx.query<
    WalletRaw<
      "session",
      "id" | "playerId" | "gameId" | "providerSlug" | "mode" | "gameMode" | "demoBalance"
    > & { is_live: boolean; is_player_active: boolean; brand_id: BrandId }
  >(
    `update game_session s set expires_at = case when s.expires_at > $3::timestamptz
       then least($3::timestamptz + $4 * interval '1 millisecond', s.created_at + $5 * interval '1 millisecond')
       else s.expires_at end
     from player p
     where s.token_hash = $1 and s.provider_slug = $2 and p.id = s.player_id
     returning s.id::text, s.player_id::text, s.game_id, s.provider_slug, s.mode, s.game_mode,
       s.demo_balance::text, s.expires_at > $3::timestamptz as is_live, p.account_status = 'ACTIVE' as is_player_active,
       p.brand_id`,
    [q.tokenHash, q.providerSlug, q.now.toISOString(), q.idleMs, q.maxMs],
  );
  const row = rows[0];
  // Every launch names its player; a session without one cannot be played.
  if (!row?.player_id) return null;
  return {
    id: row.id,
    playerId: row.player_id,
    gameId: row.game_id,
    providerSlug: row.provider_slug,
    mode: row.mode,
    gameMode: row.game_mode,
    demoBalance: row.demo_balance === null ? null : BigInt(row.demo_balance),
    isLive: row.is_live,
    isPlayerActive: row.is_player_active,
    brandId: row.brand_id,
  };
}
