import type { ProfileField } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { eq } from "drizzle-orm";

const { player } = schema;

const profileColumns = {
  id: player.id,
  brandId: player.brandId,
  email: player.email,
  emailConfirmedAt: player.emailConfirmedAt,
  name: player.name,
  surname: player.surname,
  birthday: player.birthday,
  zip: player.zip,
  city: player.city,
  address: player.address,
  address2: player.address2,
  state: player.state,
  phone: player.phone,
  activityReminderMinutes: player.activityReminderMinutes,
};

/** The columns the profile page shows and edits, typed by the schema through the select. */
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** The profile columns of one player, or null when there is no such player. */
export async function findProfile(executor: Executor, playerId: string) {
  const rows = await executor.orm.select(profileColumns).from(player).where(eq(player.id, playerId));
  return rows[0] ?? null;
}

/** Same as `findProfile`, locking the row until the transaction ends so two updates do not interleave. */
export async function lockProfile(tx: Executor, playerId: string) {
  const rows = await tx.orm.select(profileColumns).from(player).where(eq(player.id, playerId)).for("update");
  return rows[0] ?? null;
}

export interface ProfileWrite {
  values: Partial<Record<ProfileField, string | null>>;
  /** A new phone number has not been confirmed yet. */
  resetPhoneConfirmation: boolean;
  now: Date;
}

export async function updateProfile(tx: Executor, playerId: string, write: ProfileWrite) {
  await tx.orm
    .update(player)
    .set({
      ...write.values,
      ...(write.resetPhoneConfirmation ? { phoneConfirmedAt: null } : {}),
      updatedAt: write.now,
    })
    .where(eq(player.id, playerId));
}
