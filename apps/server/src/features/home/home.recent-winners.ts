import {
  type BrandId,
  HOME_WINNER_CHANNEL,
  type HomePage,
  type HomeWinnerMessage,
  HomeWinnerMessageSchema,
  WAGER_SETTLED,
  WagerSettledEventSchema,
} from "@casino/contracts";
import type { ServerContext } from "../../platform/feature";
import { activeGameIdsAmong } from "../games-catalogue";
import { publicNamesOf } from "../player";
import { newestWinningRounds } from "../provider-wallet";
import { presentWinner } from "./home.presenter";

type Winner = HomePage["lastWinners"][number];

/** Winners a brand's feed keeps: more than it shows, so a withdrawn game's winners can be skipped. */
const KEPT_PER_BRAND = 30;
/** Rounds read at start, over all brands; the feed then grows from the bus. */
const READ_AT_START = 300;

type Feed = Map<BrandId, HomeWinnerMessage[]>;

/**
 * The topic of a brand's winners for the read cache: the feed is kept here, not in the cache, but a kept
 * guest page that shows it must go when a winner is added.
 */
const winnersTopic = (brandId: BrandId) => `home.winners:${brandId}`;

/**
 * The newest winners of each brand, in memory (ARCHITECTURE D25): read once from the wallet's rounds,
 * then kept current by `wager.settled`, which the relay turns into a bus message every node adds. A node
 * whose bus link broke reads the rounds again, since it may have missed winners meanwhile.
 */
export interface RecentWinners {
  /** Up to `limit` winners of the brand, newest first, on games still listed. */
  of(brandId: BrandId, limit: number): Promise<Winner[]>;
}

export function createRecentWinners(ctx: ServerContext): RecentWinners {
  let feed: Promise<Feed> | null = null;

  const readFeed = () => {
    if (!feed) {
      const loading = readFromRounds(ctx);
      feed = loading;
      loading.catch(() => {
        if (feed === loading) feed = null;
      });
    }
    return feed;
  };

  ctx.bus.onResync(() => {
    feed = null;
  });
  ctx.bus.subscribe(HOME_WINNER_CHANNEL, (message) => {
    const parsed = HomeWinnerMessageSchema.safeParse(message);
    // Before the first read there is nothing to add to: that read will see the round.
    if (!parsed.success || !feed) return;
    void feed
      .then((current) => {
        addWinner(current, parsed.data);
        ctx.readCache.forget(winnersTopic(parsed.data.brandId));
      })
      .catch(() => {});
  });
  ctx.outbox.subscribe(WAGER_SETTLED, "home.recent-winners", async (event, tx) => {
    const settled = WagerSettledEventSchema.parse(event.payload);
    if (BigInt(settled.win) === 0n) return;
    const who = (await publicNamesOf(tx, { playerIds: [settled.playerId] })).get(settled.playerId);
    if (!who) return;
    const message: HomeWinnerMessage = {
      roundId: settled.roundId,
      brandId: who.brandId,
      winner: presentWinner({
        name: who.name,
        surname: who.surname,
        gameId: settled.gameId,
        gameMode: settled.gameMode,
        winTotal: settled.win,
        settledAt: settled.settledAt,
      }),
    };
    await ctx.bus.publish(HOME_WINNER_CHANNEL, message);
  });

  return {
    async of(brandId, limit) {
      ctx.readCache.dependOn(winnersTopic(brandId));
      const entries = (await readFeed()).get(brandId) ?? [];
      const listed = await activeGameIdsAmong(ctx, { gameIds: entries.map((entry) => entry.winner.gameId) });
      return entries
        .filter((entry) => listed.has(entry.winner.gameId))
        .slice(0, limit)
        .map((entry) => entry.winner);
    },
  };
}

async function readFromRounds(ctx: ServerContext): Promise<Feed> {
  const rounds = await newestWinningRounds(ctx.db, { limit: READ_AT_START });
  const names = await publicNamesOf(ctx.db, { playerIds: rounds.map((round) => round.playerId) });
  const feed: Feed = new Map();
  for (const round of rounds) {
    const who = names.get(round.playerId);
    if (!who) continue;
    addWinner(feed, {
      roundId: round.roundId,
      brandId: who.brandId,
      winner: presentWinner({
        name: who.name,
        surname: who.surname,
        gameId: round.gameId,
        gameMode: round.gameMode,
        winTotal: round.winTotal.toString(),
        settledAt: round.settledAt,
      }),
    });
  }
  return feed;
}

/** Puts a winner in its brand's list, newest first, once per round, keeping the newest few. */
function addWinner(feed: Feed, message: HomeWinnerMessage) {
  const entries = feed.get(message.brandId) ?? [];
  if (entries.some((entry) => entry.roundId === message.roundId)) return;
  entries.push(message);
  entries.sort((a, b) => b.winner.at.localeCompare(a.winner.at));
  feed.set(message.brandId, entries.slice(0, KEPT_PER_BRAND));
}
