import { checkFreeEntriesBonusRoute } from "@casino/contracts/client";
import { formatEntries } from "@casino/web-kit";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { refreshPlayerData } from "../../../lib/query";
import { useLocale } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import { BONUS_UNAVAILABLE_TOAST_MS, withoutBonusParam } from "../model/free-entries-bonus";

/**
 * Message ids this page claimed already: the address loses the id at once, but a re-render or a remount
 * before the navigation lands must not send a second claim.
 */
const claimed = new Set<string>();

/**
 * Claims the bonus of the link once (spec §2, §8): the id leaves the address at once (replacing the entry,
 * so the back button does not bring it back); success shows the entries credited and refetches the
 * balance, anything else the spec's toast for 5 s. The server refuses a second claim anyway.
 */
export default function FreeEntriesBonusClaim({ messageId }: { messageId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (claimed.has(messageId)) return;
    claimed.add(messageId);
    void navigate(`${pathname}${withoutBonusParam(search)}${hash}`, {
      replace: true,
      preventScrollReset: true,
    });
    browserApi.call(checkFreeEntriesBonusRoute, { body: { message_id: messageId } }).then(
      async (answer) => {
        showToast(t("bonusOffers.claimed.title"), {
          type: "success",
          id: `free-entries-bonus:${messageId}`,
          description: t("bonusOffers.claimed.text", { entries: formatEntries(answer.bonusAmount, locale) }),
        });
        await refreshPlayerData(queryClient);
      },
      () => {
        showToast(t("bonusOffers.unavailable"), {
          type: "error",
          id: `free-entries-bonus:${messageId}`,
          durationMs: BONUS_UNAVAILABLE_TOAST_MS,
        });
      },
    );
  }, [messageId, pathname, search, hash, navigate, queryClient, t, locale]);

  return null;
}
