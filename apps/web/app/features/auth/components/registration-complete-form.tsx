import { registrationCompleteEndpoint } from "@casino/contracts";
import { Button } from "@casino/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { browserApi } from "../../../lib/api";
import { FormAlert, formClasses, PasswordField, TextField, useForm } from "../../../lib/forms";
import { refreshPlayerData } from "../../../lib/query";
import { useSession } from "../../../lib/session";
import { markWelcomePending } from "../model/welcome-pending";
import { PasswordStrengthMeter } from "./password-strength-meter";

/**
 * Name, surname and a password: what a one-time-code sign-up still owes (spec §5). The same form fills
 * the `/registration-complete/` page and the modal; `onDone` runs once the server has accepted it, and
 * the welcome moment follows.
 */
export function RegistrationCompleteForm({ onDone }: { onDone?: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { player } = useSession();
  const form = useForm(registrationCompleteEndpoint.body, { name: "", surname: "", password: "" });

  const onSubmit = form.handleSubmit(
    async (body) => {
      await browserApi.call(registrationCompleteEndpoint, { body });
      if (player) markWelcomePending(player.email);
      await refreshPlayerData(queryClient);
      await onDone?.();
    },
    // Finished already (another tab): the refreshed app init closes the form.
    { errorOverrides: { CONFLICT: "auth.registrationComplete.already" } },
  );

  return (
    <>
      <FormAlert>{form.formError}</FormAlert>
      <form ref={form.formRef} className={formClasses.form} method="post" noValidate onSubmit={onSubmit}>
        <TextField
          label={t("profile.field.name")}
          autoComplete="given-name"
          required
          {...form.text("name")}
        />
        <TextField
          label={t("profile.field.surname")}
          autoComplete="family-name"
          required
          {...form.text("surname")}
        />
        <PasswordField
          label={t("auth.field.password")}
          autoComplete="new-password"
          required
          meter={(id) => <PasswordStrengthMeter id={id} password={String(form.values.password)} />}
          {...form.text("password")}
        />
        <Button type="submit" size="lg" block disabled={!form.isReady} aria-disabled={form.isSubmitting}>
          {form.isSubmitting ? t("auth.registrationComplete.saving") : t("auth.registrationComplete.submit")}
        </Button>
      </form>
    </>
  );
}
