import { randomUUID } from "node:crypto";
import type { BrandId } from "@casino/contracts";
import type { Database } from "@casino/db";
import type { TestPlayer } from "../../test-support/players";
import type { TestApp } from "../../test-support/test-app";
import { recordPresetPurchase } from "./index";

/** The seeded presets of a brand by title (store.ts of the seed), so tests name offers as a person would. */
export async function seededPresets(
  db: Database,
  brandId: BrandId = "funrize",
): Promise<Record<string, number>> {
  const rows = await db.query<{ id: number; title: string }>(
    "select id, title from store_preset where brand_id = $1 order by id",
    [brandId],
  );
  return Object.fromEntries(rows.map((row) => [row.title, row.id]));
}

/** A completed purchase as payments records it when an order completes. */
export function buy(db: Database, playerId: string, presetId: number, at: Date): Promise<void> {
  return recordPresetPurchase(db, { orderId: randomUUID(), playerId, presetId, at });
}

/** The player's calls to the store, as the browser makes them (the client header on POST). */
export function storeCalls(t: TestApp) {
  const headersOf = (player: TestPlayer | null, extra: Record<string, string> = {}) => ({
    ...extra,
    ...(player ? { cookie: player.cookie } : {}),
  });
  return {
    get: (url: string, player: TestPlayer | null) => t.app.inject({ url, headers: headersOf(player) }),
    post: (url: string, player: TestPlayer | null, payload?: object) =>
      t.app.inject({
        method: "POST",
        url,
        headers: headersOf(player, { "x-casino-client": "test" }),
        ...(payload ? { payload } : {}),
      }),
  };
}

export const errorOf = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
  response.statusCode,
  response.json().error?.code,
];
