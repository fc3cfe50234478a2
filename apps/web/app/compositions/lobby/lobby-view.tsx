import { VisuallyHidden } from "@casino/ui";
import { useTranslation } from "../../lib/i18n";
import { useBrand } from "../../lib/session";
import styles from "./lobby.module.css";
import { LobbyContent } from "./lobby-content";
import { PlayerRows } from "./player-rows";

/** The signed-in home: the player's own rows (last games, favourites), then the home content. */
export function LobbyView() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className={styles.lobby}>
      <VisuallyHidden>
        <h1>{t("lobby.title", { brand: brand.name })}</h1>
      </VisuallyHidden>
      <PlayerRows />
      <LobbyContent />
    </div>
  );
}
