import type { Game } from "@casino/contracts";
import { Outlet, useLoaderData } from "react-router";
import { EmailBanner, LogoutButton, RegistrationGate, WelcomeModal } from "../features/auth";
import { FavoriteButton, FavoritesScopeProvider } from "../features/favorites";
import { GameModalHost, useOpenGameId } from "../features/game-modal";
import { PlayerGameLinks } from "../features/game-rounds";
import { GameCardActionSlot, useCatalogueGame } from "../features/games-catalogue";
import { NotificationBell } from "../features/notifications";
import { BalanceSwitcher } from "../features/player";
import { AccountLinks } from "../features/profile";
import { RedeemLink } from "../features/redemptions";
import { HeaderSearchLink } from "../features/search";
import { AppShell, LocaleSwitcher, type ShellSlots } from "../features/shell";
import { BuyButton } from "../features/store";
import { SupportChatButton, SupportChatHost } from "../features/support-chat";
import { useIsGuest } from "../lib/session";
import styles from "./default-layout.module.css";

/**
 * The render's clock reading, taken once on the server so the server HTML and the hydrated page agree
 * (the footer's copyright year comes from it).
 */
export function loader() {
  return { renderedAt: new Date().toISOString() };
}

/** The clock reading of the first render is good for the whole visit; never ask the server again for it. */
export function shouldRevalidate() {
  return false;
}

/** Players' phones: the header leaves the language to the menu (guests keep it in the header). */
function PhoneMenuLocale() {
  const isGuest = useIsGuest();
  if (isGuest) return null;
  return (
    <div className={styles.menuLocale}>
      <LocaleSwitcher />
    </div>
  );
}

/** The game modal of the `game` query, titled with the catalogue's name of the game (spec §2). */
function GameLayer() {
  const isGuest = useIsGuest();
  const gameId = useOpenGameId();
  const game = useCatalogueGame(isGuest ? null : gameId);
  return (
    <GameModalHost gameId={gameId} game={game ? { name: game.name, hasDemo: game.hasDemo } : undefined} />
  );
}

/** Every game card's action slot holds the favourites heart (decision 016: the layout joins the features). */
const favoriteOf = (game: Game) => <FavoriteButton gameId={game.id} name={game.name} />;

/** What the features put into the shell: the player features render nothing for guests. */
const PLAYER_SLOTS: ShellSlots = {
  headerActions: (
    <>
      <HeaderSearchLink />
      <NotificationBell />
      <BalanceSwitcher />
      <BuyButton />
    </>
  ),
  menuFooter: (
    <>
      <PlayerGameLinks />
      <RedeemLink />
      <AccountLinks />
      <LogoutButton />
      <PhoneMenuLocale />
    </>
  ),
  notices: <EmailBanner />,
  footerHelp: <SupportChatButton />,
};

export default function DefaultLayout() {
  const { renderedAt } = useLoaderData<typeof loader>();
  const isGuest = useIsGuest();
  const isGameOpen = useOpenGameId() !== null && !isGuest;
  return (
    <AppShell renderedAt={renderedAt} slots={PLAYER_SLOTS} isUnderGame={isGameOpen}>
      <RegistrationGate />
      <WelcomeModal />
      <FavoritesScopeProvider>
        <GameCardActionSlot render={favoriteOf}>
          <Outlet />
        </GameCardActionSlot>
      </FavoritesScopeProvider>
      <GameLayer />
      <SupportChatHost />
    </AppShell>
  );
}
