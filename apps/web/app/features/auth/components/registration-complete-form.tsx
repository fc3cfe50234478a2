import { registrationCompleteEndpoint } from "@casino/contracts";
import { registrationCompleteRoute } from "@casino/contracts/client";
import { useQueryClient } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { SubmitButton, TextField, useForm, ValidatedForm } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { refreshPlayerData } from "../../../lib/query";
import { useSession } from "../../../lib/session";
import { markWelcomePending } from "../model/welcome-pending";
import { NewPasswordField } from "./new-password-field";

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
      await browserApi.call(registrationCompleteRoute, { body });
      if (player) markWelcomePending(player.email);
      await refreshPlayerData(queryClient);
      await onDone?.();
    },
    // Finished already (another tab): the refreshed app init closes the form.
    { errorOverrides: { CONFLICT: "auth.registrationComplete.already" } },
  );

  return (
    <ValidatedForm form={form} onSubmit={onSubmit}>
      <TextField label={t("profile.field.name")} autoComplete="given-name" required {...form.text("name")} />
      <TextField
        label={t("profile.field.surname")}
        autoComplete="family-name"
        required
        {...form.text("surname")}
      />
      <NewPasswordField label={t("auth.field.password")} {...form.text("password")} />
      <SubmitButton
        form={form}
        label={t("auth.registrationComplete.submit")}
        busyLabel={t("auth.registrationComplete.saving")}
      />
    </ValidatedForm>
  );
}
