import type { HouseGameSession } from "@casino/contracts";
import { houseGameSessionRoute } from "@casino/contracts/client";
import type { SlotGameMeta } from "@casino/domain";
import { Button, visuallyHiddenClassName } from "@casino/ui";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ApiError, browserApi } from "../../../lib/api";
import { useHydrated } from "../../../lib/forms";
import { postToHost } from "../../../lib/game-messages";
import { useTranslation } from "../../../lib/i18n";
import { useCountUp } from "../hooks/use-count-up";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { type PlayedRound, useSlotRound } from "../hooks/use-slot-round";
import { useSlotSound } from "../hooks/use-slot-sound";
import { roundAnnouncement } from "../model/announce";
import { formatAmount, winFor } from "../model/money";
import { roundFeatures, type Scene } from "../model/round-script";
import { type FairnessInfo, FairnessStrip } from "./fairness-strip";
import { PaytableDialog } from "./paytable-dialog";
import styles from "./slot-game.module.css";
import { SlotMachine } from "./slot-machine";
import { WinList } from "./win-list";

interface SlotGameProps {
  token: string;
  session: HouseGameSession;
  meta: SlotGameMeta;
}

/** Focus on these lets them handle Space and Enter themselves; anywhere else the keys spin. */
const OWN_KEYS =
  "button, a[href], input, select, textarea, summary, [role='dialog'], [contenteditable='true']";

const BIG_WIN_STAKES = 10;

/** The game: reels, stake, balance and win, the Spin button, sound, help and the fairness data. */
export function SlotGame({ token, session, meta }: SlotGameProps) {
  const { t, locale } = useTranslation();
  const currency = session.currency;
  const isReducedMotion = useReducedMotion();
  const sound = useSlotSound();
  const stakeId = useId();

  const [stake, setStake] = useState(session.stakeLevels[0] ?? 0);
  const [balance, setBalance] = useState(session.balance);
  const [lastWin, setLastWin] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState("");
  const [isClosed, setIsClosed] = useState(false);
  const [isInFrame, setIsInFrame] = useState(false);
  const [fairness, setFairness] = useState<FairnessInfo>({
    serverSeedHash: session.fairness.serverSeedHash,
    clientSeed: session.fairness.clientSeed,
    nextNonce: session.fairness.nextNonce,
    lastNonce: null,
  });
  const balanceBefore = useRef(session.balance);

  useEffect(() => {
    setIsInFrame(window.parent !== window);
    // The host learns the balance the game starts with (it may differ from the header's in demo play).
    postToHost({ type: "casino:balance", balance: session.balance, currency, mode: session.mode });
  }, [session.balance, currency, session.mode]);

  /** After a failed spin the balance on screen is re-read from the wallet. */
  const refreshBalance = useCallback(async () => {
    try {
      const fresh = await browserApi.call(houseGameSessionRoute, { query: { token } });
      setBalance(fresh.balance);
    } catch {
      setBalance(balanceBefore.current);
    }
  }, [token]);

  const onSceneStart = useCallback(
    (scene: Scene, reelStops: number[] | null) => {
      const landed = reelStops ? Math.max(...reelStops) / 1000 : 0;
      for (const stop of reelStops ?? []) sound.play("reel-stop", stop / 1000);
      if (scene.kind === "respin" && scene.landed.length > 0) sound.play("coin", 0.6);
      if (scene.kind === "free-spins-start" || scene.kind === "respins-start") sound.play("feature");
      else if (scene.wins.length > 0) sound.play("win", landed);
    },
    [sound],
  );

  const onRoundEnd = useCallback(
    ({ result, outcome, stake: played }: PlayedRound) => {
      setBalance(result.balance);
      setLastWin(result.win);
      setFairness({
        serverSeedHash: result.fairness.serverSeedHash,
        clientSeed: result.fairness.clientSeed,
        nextNonce: result.fairness.nonce + 1,
        lastNonce: result.fairness.nonce,
      });
      setAnnouncement(roundAnnouncement(t, { win: result.win, ...roundFeatures(outcome) }, currency, locale));
      if (result.win >= played * BIG_WIN_STAKES) sound.play("big-win");
      postToHost({
        type: "casino:balance",
        balance: result.balance,
        currency: result.currency,
        mode: result.mode,
        roundId: result.roundId,
        stake: result.stake,
        win: result.win,
      });
    },
    [t, currency, locale, sound],
  );

  const onError = useCallback(
    (failure: unknown) => {
      const code = failure instanceof ApiError ? failure.code : null;
      if (code === "INSUFFICIENT_FUNDS") {
        postToHost({ type: "casino:insufficient-funds" });
        setError(t("slot.error.insufficientFunds"));
      } else if (code === "SESSION_EXPIRED" || code === "TOKEN_INVALID") {
        setIsClosed(true);
        setError(t("slot.error.sessionExpired"));
      } else if (code === "MAX_BET_EXCEEDED") {
        postToHost({ type: "casino:max-bet" });
        setError(t("slot.error.maxBet"));
      } else if (code === "STAKE_NOT_ALLOWED") {
        setError(t("slot.error.stakeNotAllowed"));
      } else if (code === "NETWORK_ERROR") {
        setError(t("slot.error.network"));
      } else {
        setError(t("slot.error.generic"));
      }
      void refreshBalance();
    },
    [t, refreshBalance],
  );

  const round = useSlotRound({
    token,
    meta,
    isReducedMotion,
    onSpinStart: (played) => {
      balanceBefore.current = balance;
      setBalance((value) => (value >= played ? value - played : value));
      setAnnouncement("");
      setError("");
      sound.play("spin");
    },
    onSceneStart,
    onRoundEnd,
    onError,
  });

  const isBusy = round.status !== "idle";
  // The page's scripts start after its first paint (decision 025): a press before then would be lost.
  const isHydrated = useHydrated();
  const canSpin = isHydrated && !isBusy && !isClosed && stake > 0;

  const act = useCallback(() => {
    if (round.status === "revealing") round.skip();
    else if (canSpin) void round.spin(stake);
  }, [round, canSpin, stake]);

  // Space and Enter spin from anywhere on the page (and skip to the result while the reels turn).
  const actRef = useRef(act);
  actRef.current = act;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // Keys pressed in the frame never reach the host page: Escape asks the host to close the game
      // (an open paytable takes its own Escape first).
      if (event.key === "Escape") {
        postToHost({ type: "casino:close" });
        return;
      }
      if (event.key !== " " && event.key !== "Enter") return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_KEYS)) return;
      event.preventDefault();
      if (!event.repeat) actRef.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const scene = round.scene;
  const sceneWin = (() => {
    if (round.status === "idle") return lastWin;
    if (round.status === "requesting" || !scene || !round.round) return 0;
    if (round.isSettled) return Number(winFor(round.round.stake, scene.won));
    const previous = round.round.scenes[round.sceneIndex - 1];
    return previous ? Number(winFor(round.round.stake, previous.won)) : 0;
  })();
  const shownWin = useCountUp(sceneWin, 700, isReducedMotion || round.isInstant);
  const currencyName = t(`slot.currency.${currency}`);
  const shownStake = round.round && isBusy ? round.round.stake : stake;
  // How every part of the game writes an amount.
  const money = { currency, locale };

  return (
    <main className={styles.game} aria-labelledby={`${stakeId}-title`} data-status={round.status}>
      <header className={styles.header}>
        {/* In the game modal the host's title bar names the game: the heading stays for screen readers. */}
        <h1
          id={`${stakeId}-title`}
          className={isInFrame ? `${styles.title} ${visuallyHiddenClassName}` : styles.title}
        >
          {session.title}
        </h1>
        {session.mode === "demo" ? <span className={styles.demo}>{t("slot.demo")}</span> : null}
        <div className={styles.tools}>
          <PaytableDialog meta={meta} title={session.title} stake={stake} {...money} />
          {sound.isSupported ? (
            <Button
              variant="secondary"
              size="sm"
              className={styles.tool}
              aria-pressed={sound.isOn}
              onClick={sound.toggle}
            >
              {t("slot.sound")}
            </Button>
          ) : null}
          {isInFrame ? (
            <Button
              variant="ghost"
              size="sm"
              className={styles.tool}
              onClick={() => postToHost({ type: "casino:close" })}
            >
              {t("slot.close")}
            </Button>
          ) : null}
        </div>
      </header>

      <div className={styles.stage}>
        <SlotMachine meta={meta} view={round.view} stake={shownStake} {...money} />
        <WinList scene={scene} isSettled={round.isSettled} stake={shownStake} {...money} />
        <p className={styles.result} role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        <p className={styles.error} role="alert">
          {error}
        </p>
      </div>

      <div className={styles.controls}>
        <dl className={styles.meters}>
          <div className={styles.meter}>
            <dt>{t("slot.balance")}</dt>
            <dd data-testid="slot-balance">
              {formatAmount(balance, currency, locale)} <span className={styles.unit}>{currencyName}</span>
            </dd>
          </div>
          <div className={styles.meter}>
            <dt>{t("slot.win")}</dt>
            <dd data-testid="slot-win">
              {formatAmount(shownWin, currency, locale)} <span className={styles.unit}>{currencyName}</span>
            </dd>
          </div>
        </dl>
        <div className={styles.stake}>
          <label htmlFor={stakeId}>{t("slot.stake")}</label>
          <select
            id={stakeId}
            value={stake}
            disabled={isBusy}
            onChange={(event) => setStake(Number(event.target.value))}
          >
            {session.stakeLevels.map((level) => (
              <option key={level} value={level}>
                {`${formatAmount(level, currency, locale)} ${currencyName}`}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={styles.spin}
          aria-disabled={!canSpin}
          aria-keyshortcuts="Space Enter"
          data-busy={isBusy ? "true" : undefined}
          onClick={act}
        >
          {t("slot.spin")}
        </button>
      </div>

      <FairnessStrip fairness={fairness} engineId={meta.id} />
    </main>
  );
}
