import { BRANDS, type Brand, type Profile, type ProfileUpdateSchema } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import { applyProfileUpdate, type Clock, type ProfileChanges, profileCompleteness } from "@casino/domain";
import type { z } from "zod";
import type { Env } from "../../platform/env";
import { AppError } from "../../platform/errors";
import { profileVerification } from "../identity-verification";
import { lockPlayerProfile, type PlayerProfile, readPlayerProfile, writePlayerProfile } from "../player";
import { recordRealityCheck } from "../responsible-play";
import { creditReward, rewardsOf } from "../rewards";
import { presentProfile, profileValuesOf } from "./profile.presenter";

export type ProfileUpdateInput = z.output<typeof ProfileUpdateSchema>;

/** The session outlived its player (deleted in between): answer as for any guest. */
const gone = () => new AppError("UNAUTHENTICATED", 401, "Sign in to continue.");

/** Money follows the player's own brand, whatever host the request came through. */
const brandOf = (row: PlayerProfile): Brand => BRANDS[row.brandId as keyof typeof BRANDS];

async function loadProfile(executor: Executor, playerId: string) {
  const row = await readPlayerProfile(executor, { playerId });
  if (!row) throw gone();
  return row;
}

/** What the profile services run on. */
export interface ProfileContext {
  db: Database;
  clock: Clock;
  /** Which identity provider is configured, for the profile's auto-verification block. */
  env: Pick<Env, "KYC_PROVIDER">;
}

/** The profile of a row, with what identity verification says of the player, read in the same snapshot. */
async function profileOf(executor: Executor, env: ProfileContext["env"], row: PlayerProfile) {
  return presentProfile(row, await profileVerification(executor, env, row.id));
}

export async function getProfile(
  ctx: Pick<ProfileContext, "db" | "env">,
  input: { playerId: string },
): Promise<Profile> {
  return ctx.db.transaction(async (tx) => profileOf(tx, ctx.env, await loadProfile(tx, input.playerId)));
}

/** Everything the account page shows, read in one snapshot. */
export async function getProfilePage(ctx: Pick<ProfileContext, "db" | "env">, input: { playerId: string }) {
  const { playerId } = input;
  return ctx.db.transaction(async (tx) => {
    const row = await loadProfile(tx, playerId);
    return {
      profile: await profileOf(tx, ctx.env, row),
      rewards: await rewardsOf(tx, { brand: brandOf(row), playerId }),
    };
  });
}

/**
 * Saves a partial profile update and pays the steps it completes, all in one transaction: the `phone`
 * reward when a valid phone is saved, the `profile` reward when every required field is filled. Each is
 * paid once ever (the ledger's idempotency key); a refused update changes nothing.
 */
export async function updatePlayerProfile(
  ctx: ProfileContext,
  input: { playerId: string; update: ProfileUpdateInput },
) {
  const { db, clock } = ctx;
  const { playerId } = input;
  const { activityReminderValue, ...fields } = input.update;
  return db.transaction(async (tx) => {
    const row = await lockPlayerProfile(tx, { playerId });
    if (!row) throw gone();
    const now = clock.now();
    const result = applyProfileUpdate(profileValuesOf(row), fields satisfies ProfileChanges, now);
    if (!result.ok) {
      const { code, message, fields: problems } = result.problem;
      throw new AppError(
        code,
        400,
        message,
        problems.map((p) => ({ path: `body.${p.field}`, message: p.message })),
      );
    }
    const changedValues = Object.fromEntries(result.changed.map((field) => [field, result.values[field]]));
    await writePlayerProfile(tx, {
      playerId,
      values: changedValues,
      resetPhoneConfirmation: result.changed.includes("phone"),
      now,
    });
    // The reality-check interval has one writer, responsible play, which keeps its history.
    if (activityReminderValue !== undefined) {
      await recordRealityCheck(tx, { playerId, minutes: activityReminderValue, now });
    }

    const brand = brandOf(row);
    const paid = await rewardsOf(tx, { brand, playerId });
    if (fields.phone !== undefined && !paid.phone.completed) {
      await creditReward(tx, { brand, playerId, kind: "phone", now });
    }
    if (profileCompleteness(result.values).profileCompleted && !paid.profile.completed) {
      await creditReward(tx, { brand, playerId, kind: "profile", now });
    }

    const saved = await readPlayerProfile(tx, { playerId });
    if (!saved) throw gone();
    return {
      success: true as const,
      profile: await profileOf(tx, ctx.env, saved),
      rewards: await rewardsOf(tx, { brand, playerId }),
    };
  });
}
