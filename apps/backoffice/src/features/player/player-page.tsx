import { CURRENCIES } from "@casino/contracts/money";
import { allows } from "@casino/contracts/operators";
import type { BackofficePlayer } from "@casino/contracts/player";
import { Page } from "@casino/ui";
import { useQueryClient } from "@tanstack/react-query";
import { type ComponentType, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import styles from "./player.module.css";
import { PlayerRounds, PlayerSignIns, PlayerTransactions } from "./player-history";
import { PlayerNotes } from "./player-notes";
import { PlayerSessions } from "./player-sessions";
import { PlayerStatusForm } from "./player-status-form";
import { STATUS_NAMES } from "./players-page";
import { playerKey, usePlayer } from "./players-queries";

/** What another feature shows on the player page (the app passes it in: features never import each other). */
export interface PlayerPageSlots {
  /** Shown beside the balances, e.g. the adjustment request; `onChanged` reloads the player after a change. */
  BalanceActions?: ComponentType<{ playerId: string; onChanged: () => void }>;
  /** Shown under the profile, e.g. sending the player a notification. */
  PlayerActions?: ComponentType<{ playerId: string }>;
  /** Tabs of their own after the player's, e.g. responsible play or identity documents. */
  PlayerTabs?: readonly PlayerTab[];
}

/** A tab another feature adds to the player page; `id` is its `?tab=` value. */
export interface PlayerTab {
  id: string;
  label: string;
  Component: ComponentType<{ playerId: string }>;
}

const TABS = [
  { id: "profile", label: "Profile" },
  { id: "transactions", label: "Transactions" },
  { id: "rounds", label: "Game rounds" },
  { id: "sessions", label: "Sessions" },
  { id: "sign-ins", label: "Sign-ins" },
  { id: "notes", label: "Notes" },
] as const;

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

function Profile({ player }: { player: BackofficePlayer }) {
  const facts: [string, string | null][] = [
    ["E-mail", `${player.email}${player.isEmailConfirmed ? " (confirmed)" : " (not confirmed)"}`],
    ["Name", [player.name, player.surname].filter(Boolean).join(" ") || null],
    ["Phone", player.phone],
    ["Birthday", player.birthday],
    ["Address", [player.address, player.address2, player.city].filter(Boolean).join(", ") || null],
    ["State", player.state],
    ["ZIP", player.zip],
    ["Brand", player.brandId],
    ["Game mode", player.gameMode],
    [
      "Registration",
      `${player.registrationFunnel}${player.registrationCompletedAt ? ", complete" : ", not complete"}`,
    ],
    ["Signed up", dateTime.format(new Date(player.createdAt))],
    ["Id", player.id],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Creates the player page with the other features' parts in its slots. */
export function createPlayerPage(slots: PlayerPageSlots = {}) {
  const { BalanceActions, PlayerActions, PlayerTabs = [] } = slots;
  const tabs: readonly { id: string; label: string }[] = [...TABS, ...PlayerTabs];
  return function PlayerPage() {
    const { id = "" } = useParams();
    const [params] = useSearchParams();
    const tabParam = params.get("tab");
    const tab = tabs.find((each) => each.id === tabParam)?.id ?? "profile";
    const SlotTab = PlayerTabs.find((each) => each.id === tab)?.Component;
    const me = useOperator().data;
    const canWrite = me ? allows(me.permissions, "players:write") : false;
    const queryClient = useQueryClient();
    const player = usePlayer(id);
    const [status, setStatus] = useState<Status>(null);

    if (player.error) {
      return (
        <Page title="Player">
          <p role="alert">{errorText(player.error)}</p>
          <Link to="/players">Back to the players</Link>
        </Page>
      );
    }
    if (!player.data) {
      return (
        <Page title="Player">
          <p>Loading…</p>
        </Page>
      );
    }
    const { player: profile, balance } = player.data;
    return (
      <Page title={profile.email}>
        <div className={styles.stack}>
          <p>
            <Link to="/players">Players</Link> · Status: <strong>{STATUS_NAMES[profile.status]}</strong>
          </p>
          <StatusMessage status={status} />
          <nav className={styles.tabs} aria-label="Player">
            <ul>
              {tabs.map((each) => (
                <li key={each.id}>
                  <Link
                    className={styles.tab}
                    to={each.id === "profile" ? "?" : `?tab=${each.id}`}
                    aria-current={each.id === tab ? "page" : undefined}
                  >
                    {each.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {tab === "profile" ? (
            <div className={styles.stack}>
              <section className={styles.card} aria-labelledby="balances">
                <h2 id="balances" className={styles.cardTitle}>
                  Balances
                </h2>
                <dl className={styles.facts}>
                  {CURRENCIES.map((currency) => (
                    <div key={currency} className={styles.fact}>
                      <dt>{currency}</dt>
                      <dd>{balance[currency]}</dd>
                    </div>
                  ))}
                </dl>
                {BalanceActions ? (
                  <BalanceActions
                    playerId={profile.id}
                    onChanged={() => void queryClient.invalidateQueries({ queryKey: playerKey(id) })}
                  />
                ) : null}
              </section>
              <section className={styles.card} aria-labelledby="profile">
                <h2 id="profile" className={styles.cardTitle}>
                  Profile
                </h2>
                <Profile player={profile} />
              </section>
              {canWrite ? (
                <section className={styles.card} aria-labelledby="account-status">
                  <h2 id="account-status" className={styles.cardTitle}>
                    Account status
                  </h2>
                  <PlayerStatusForm player={profile} queryKey={playerKey(id)} onStatus={setStatus} />
                </section>
              ) : null}
              {PlayerActions ? <PlayerActions playerId={profile.id} /> : null}
            </div>
          ) : null}
          {tab === "transactions" ? <PlayerTransactions playerId={id} /> : null}
          {tab === "rounds" ? <PlayerRounds playerId={id} /> : null}
          {tab === "sessions" ? (
            <PlayerSessions playerId={id} canWrite={canWrite} onStatus={setStatus} />
          ) : null}
          {tab === "sign-ins" ? <PlayerSignIns playerId={id} /> : null}
          {tab === "notes" ? <PlayerNotes playerId={id} canWrite={canWrite} onStatus={setStatus} /> : null}
          {SlotTab ? <SlotTab playerId={id} /> : null}
        </div>
      </Page>
    );
  };
}
