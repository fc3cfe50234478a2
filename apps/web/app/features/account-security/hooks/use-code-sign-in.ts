import { codeSignInRoute } from "@casino/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { apiErrorText } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import { accountSecurityQuery } from "../account-security-query";

/**
 * Turns sign-in by e-mailed code on or off. The switch shows the server's answer, never a guess: until it
 * comes the switch stays as it was.
 */
export function useCodeSignIn() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { queryKey } = accountSecurityQuery(browserApi);
  return useMutation({
    mutationFn: (isEnabled: boolean) => browserApi.call(codeSignInRoute, { body: { isEnabled } }),
    onSuccess: (security) => queryClient.setQueryData(queryKey, security),
    onError: (error) => {
      showToast(apiErrorText(t, locale, error, { CONFLICT: "accountSecurity.codeSignIn.needsPassword" }), {
        type: "error",
      });
      // The refusal may come from a change made elsewhere (the password was removed): show what is true now.
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
