import { buttonClassName } from "@casino/ui";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { isLinkAvailable } from "../../../lib/site-pages";
import { withoutGame } from "../model/game-param";

/** Spec §2: the cash box opens from the `#/cash/` hash. */
const CASH_BOX_HASH = "#/cash/";

/**
 * The way to coins from a game's notices: the cash box, which going there opens (closing the game). Shown
 * only once the cash box exists (`lib/site-pages`): a button that opens nothing is worse than none.
 */
export function GetCoinsLink() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (!isLinkAvailable(CASH_BOX_HASH)) return null;
  return (
    <Link to={withoutGame(pathname, search, CASH_BOX_HASH)} replace className={buttonClassName()}>
      {t("game.getCoins")}
    </Link>
  );
}
