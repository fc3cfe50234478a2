import { getSlotGame, isSlotGameId } from "@casino/domain";
import { useQuery } from "@tanstack/react-query";
import { ApiError, browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { gameSessionQuery } from "../game-session-query";
import { SlotGame } from "./slot-game";
import styles from "./slot-game.module.css";

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <main className={styles.notice}>
      <h1 className={styles.title}>{title}</h1>
      <p role="alert">{text}</p>
    </main>
  );
}

/** What the game frame shows when the page itself failed: no site chrome, a plain explanation. */
export function GamePageError() {
  const { t } = useTranslation();
  return <Notice title={t("slot.unavailable.title")} text={t("slot.error.generic")} />;
}

/** The built-in provider's game page in the game iframe: the session behind the token, then the game. */
export function SlotGamePage({ token }: { token: string }) {
  const { t } = useTranslation();
  const session = useQuery({ ...gameSessionQuery(browserApi, token), enabled: token !== "" });

  if (!token) return <Notice title={t("slot.unavailable.title")} text={t("slot.unavailable.noToken")} />;
  if (session.isError) {
    const code = session.error instanceof ApiError ? session.error.code : null;
    const text =
      code === "SESSION_EXPIRED" || code === "TOKEN_INVALID"
        ? t("slot.error.sessionExpired")
        : code === "GAME_NOT_FOUND"
          ? t("slot.unavailable.game")
          : t("slot.error.generic");
    return <Notice title={t("slot.unavailable.title")} text={text} />;
  }
  if (!session.data) {
    return (
      <main className={styles.notice} aria-busy="true">
        <p>{t("slot.loading")}</p>
      </main>
    );
  }
  const engineId = session.data.engineId;
  if (!isSlotGameId(engineId)) {
    return <Notice title={session.data.title} text={t("slot.unavailable.game")} />;
  }
  return <SlotGame token={token} session={session.data} meta={getSlotGame(engineId).meta} />;
}
