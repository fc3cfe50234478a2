import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { browserApi } from "../../../lib/api";
import { useHoldOtherModals } from "../../../lib/modal-policy";
import { useSession } from "../../../lib/session";
import { clearWelcomePending, isWelcomePendingFor } from "../model/welcome-pending";
import { welcomeCreditsQuery } from "../welcome-credits-query";

/** The dialog loads with the moment it is for, not with every page (issue #10). */
const WelcomeDialog = lazy(() => import("./welcome-dialog"));

/**
 * The registration-complete moment (spec §2 modals): once a new player's registration is complete, it
 * names what sign-up credited, as the ledger paid it, and what confirming the email still adds. Shown
 * once, in the tab where the player registered, before any other modal of the page.
 */
export function WelcomeModal() {
  const { player } = useSession();
  const isComplete = player?.Registration.complete === true;
  // Storage exists only in the browser: read after the first render so the server's HTML matches.
  const [isPending, setIsPending] = useState(false);
  useEffect(() => {
    setIsPending(player !== null && isWelcomePendingFor(player.email));
  }, [player]);
  const { data, isError } = useQuery({
    ...welcomeCreditsQuery(browserApi),
    enabled: isPending && isComplete,
  });
  // A one-time-code sign-up proves the address at once: its confirmation credits belong to the welcome.
  const credit = data?.signUp && {
    coins: data.signUp.coins + (data.emailConfirmed?.coins ?? 0),
    entries: data.signUp.entries + (data.emailConfirmed?.entries ?? 0),
  };
  // Offers and the cash box wait for this moment: it is seen alone, first. The hold reads the storage in
  // render (it draws nothing, so the server's HTML still matches) to be in place from the sign-up's commit,
  // and lets go when there turns out to be nothing to show.
  const isOwed =
    player !== null &&
    isComplete &&
    (isPending || (typeof window !== "undefined" && isWelcomePendingFor(player.email)));
  useHoldOtherModals(isOwed && !isError && (data === undefined || Boolean(credit)));

  if (!player || !isComplete || !isPending || !credit) return null;
  const close = () => {
    clearWelcomePending();
    setIsPending(false);
  };
  return (
    <Suspense fallback={null}>
      <WelcomeDialog credit={credit} onClose={close} />
    </Suspense>
  );
}
