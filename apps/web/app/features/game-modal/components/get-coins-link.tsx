import { buttonClassName } from "@casino/ui";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { withoutGame } from "../model/game-param";

/** Spec §2: the cash box opens from the `#/cash/` hash; going there closes the game. */
export function GetCoinsLink() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Link to={withoutGame(pathname, search, "#/cash/")} replace className={buttonClassName()}>
      {t("game.getCoins")}
    </Link>
  );
}
