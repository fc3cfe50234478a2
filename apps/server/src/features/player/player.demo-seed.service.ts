import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { type DemoPlayerRow, demoPlayerExists, upsertDemoPlayer } from "./player.demo-seed.repo";

// The demo accounts the seed creates at boot (confirmed, registered, fixed invite codes), written by the
// player feature because it alone queries the player table (decision 017).

export type DemoPlayer = DemoPlayerRow;

/** Creates the demo player unless the brand already has that address; answers the player's id either way. */
export function seedDemoPlayer(tx: Executor, input: DemoPlayer): Promise<string> {
  return upsertDemoPlayer(tx, input);
}

/** Whether the brand already has a player with this exact address. */
export function hasDemoPlayer(
  executor: Executor,
  input: { brandId: BrandId; email: string },
): Promise<boolean> {
  return demoPlayerExists(executor, input.brandId, input.email);
}
