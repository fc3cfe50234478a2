import type { Profile, ProfileField } from "@casino/contracts";
import { PHONE_MASK, ProfileUpdateSchema, US_STATES } from "@casino/contracts";
import { profileUpdateRoute } from "@casino/contracts/client";
import { applyMask } from "@casino/domain";
import { Button } from "@casino/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { browserApi } from "../../../lib/api";
import { SelectField, TextField, useForm, ValidatedForm } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { PLAYER_QUERY_KEYS, refreshPlayerData } from "../../../lib/query";
import { useLocale } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import { isOldEnough, newlyCompletedRewards, profileFormValues } from "../model/profile-stage";
import { profilePageQuery } from "../profile-query";
import styles from "./account.module.css";

const PHONE_EXAMPLE = applyMask(PHONE_MASK, "2125550123");

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));

const AUTOCOMPLETE: Record<ProfileField, string> = {
  name: "given-name",
  surname: "family-name",
  birthday: "bday",
  zip: "postal-code",
  city: "address-level2",
  address: "address-line1",
  address2: "address-line2",
  state: "address-level1",
  phone: "tel",
};

/** The contract's update rules for the fields on screen, all required but `address2`, plus the 18+ check. */
function schemaFor(fields: readonly ProfileField[]) {
  const required = Object.fromEntries(fields.filter((f) => f !== "address2").map((f) => [f, true])) as {
    [Field in ProfileField]?: true;
  };
  return ProfileUpdateSchema.required(required).superRefine((values, ctx) => {
    if (values.birthday && !isOldEnough(values.birthday, new Date())) {
      ctx.addIssue({ code: "custom", path: ["birthday"], message: "You must be 18 or older." });
    }
  });
}

/**
 * The easy or the full profile form (spec §5). Saving sends only the fields shown; the answer replaces the
 * account page's data, so a completed reward shows at once, and the header balance is loaded again.
 */
export function ProfileForm({ profile, fields }: { profile: Profile; fields: readonly ProfileField[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => schemaFor(fields), [fields]);
  const form = useForm(schema, profileFormValues(profile, fields));

  const onSubmit = form.handleSubmit(
    async (body) => {
      const before = queryClient.getQueryData(profilePageQuery(browserApi).queryKey)?.rewards;
      const saved = await browserApi.call(profileUpdateRoute, { body });
      queryClient.setQueryData(PLAYER_QUERY_KEYS.profilePage, {
        profile: saved.profile,
        rewards: saved.rewards,
      });
      const earned = before ? newlyCompletedRewards(before, saved.rewards) : [];
      showToast(t("account.profile.saved"), { type: "success" });
      for (const reward of earned) {
        showToast(
          t("account.rewards.earned", { coins: new Intl.NumberFormat(locale).format(reward.coins) }),
          {
            type: "success",
            id: `reward-${reward.kind}`,
          },
        );
      }
      await refreshPlayerData(queryClient);
    },
    { fieldForCode: { UNDERAGE: "birthday", ZIP_STATE_MISMATCH: "zip" } },
  );

  const field = (name: ProfileField) => {
    const label = t(`profile.field.${name}`);
    if (name === "state") {
      return (
        <SelectField
          key={name}
          label={label}
          placeholder={t("profile.state.placeholder")}
          options={STATE_OPTIONS}
          autoComplete={AUTOCOMPLETE[name]}
          required
          {...form.text(name)}
        />
      );
    }
    const props = form.text(name);
    if (name === "phone") {
      return (
        <TextField
          key={name}
          label={label}
          hint={t("profile.phone.hint", { example: PHONE_EXAMPLE })}
          type="tel"
          inputMode="tel"
          autoComplete={AUTOCOMPLETE[name]}
          required
          {...props}
          value={props.value ? applyMask(PHONE_MASK, props.value) : ""}
          onChange={(event) => form.setValue("phone", applyMask(PHONE_MASK, event.target.value))}
        />
      );
    }
    return (
      <TextField
        key={name}
        label={label}
        hint={name === "address2" ? t("profile.optional") : undefined}
        type={name === "birthday" ? "date" : "text"}
        inputMode={name === "zip" ? "numeric" : undefined}
        autoComplete={AUTOCOMPLETE[name]}
        required={name !== "address2"}
        {...props}
      />
    );
  };

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className={styles.profileForm}>
      <div className={styles.grid}>{fields.map(field)}</div>
      <div>
        <Button type="submit" size="lg" disabled={!form.isReady} aria-disabled={form.isSubmitting}>
          {form.isSubmitting ? t("account.profile.saving") : t("account.profile.save")}
        </Button>
      </div>
    </ValidatedForm>
  );
}
