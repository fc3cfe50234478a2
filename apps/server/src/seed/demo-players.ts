import { BRAND_IDS, type Currency, toMinorUnits } from "@casino/contracts";
import type { Database } from "@casino/db";
import type { FastifyBaseLogger } from "fastify";
import { type HouseAccount, move, openPlayerAccounts, postLedgerTransaction } from "../features/ledger";
import { recordCurrentTermsAcceptance } from "../features/legal-pages";
import { notifyPlayer } from "../features/notifications";
import { hasDemoPlayer, seedDemoPlayer } from "../features/player";
import { hashPassword } from "../platform/auth/password";
import type { Env } from "../platform/env";
import { DEMO_ADMIN } from "./first-admin";

/** The demo accounts the README lists; they exist in every brand. */
export const DEMO_ACCOUNTS = [
  { email: "demo@casino.test", password: "DemoPlayer1", isAffiliate: false, name: "Dana", code: "DEMO" },
  {
    email: "partner@casino.test",
    password: "DemoPartner1",
    isAffiliate: true,
    name: "Parker",
    code: "PARTNER",
  },
] as const;

/** Balances in every currency, each paid from the house account it would come from in play. */
const DEMO_BALANCES: { currency: Currency; amount: number; from: HouseAccount }[] = [
  { currency: "coins", amount: 250_000, from: "promotions" },
  { currency: "entries", amount: 50, from: "promotions" },
  { currency: "winnings", amount: 125.5, from: "game" },
  { currency: "tourPoints", amount: 1_200, from: "game" },
];

/** What the demo accounts find in their notification centre, one of each category. */
const DEMO_NOTIFICATIONS = [
  {
    key: "welcome",
    category: "system",
    title: "Welcome to your notification centre",
    body: "News about your account, promotions and rewards arrives here, and live while you play.",
  },
  {
    key: "balance",
    category: "rewards",
    title: "Your demo balance is ready",
    body: "250,000 Coins and 50.00 Entries are in your balance: pick a game and try them.",
    link: "/lobby",
  },
  {
    key: "fairness",
    category: "promotions",
    title: "Check any spin yourself",
    body: "Every spin of our own games can be verified. The fairness page shows how.",
    link: "/fairness",
  },
] as const;

/**
 * Creates the demo player and demo affiliate in every brand, with balances, through the ledger. Safe at
 * every boot: existing players are kept and the grants' idempotency keys make them one-off.
 */
export async function seedDemoPlayers(db: Database): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    let passwordHash: string | null = null;
    for (const brandId of BRAND_IDS) {
      if (await hasDemoPlayer(db, { brandId, email: account.email })) continue;
      passwordHash ??= await hashPassword(account.password);
      const hash = passwordHash;
      await db.transaction(async (tx) => {
        const playerId = await seedDemoPlayer(tx, {
          brandId,
          email: account.email,
          passwordHash: hash,
          isAffiliate: account.isAffiliate,
          referralCode: `${account.code}-${brandId.toUpperCase()}`,
          name: account.name,
          surname: "Demo",
          birthday: "1990-04-12",
          zip: "10001",
        });
        await openPlayerAccounts(tx, playerId);
        // The demo accounts signed up with the terms in force, so the terms dialog waits for new ones.
        await recordCurrentTermsAcceptance(tx, { brandId, playerId, now: new Date() });
        for (const { currency, amount, from } of DEMO_BALANCES) {
          await postLedgerTransaction(tx, {
            idempotencyKey: `demo:${playerId}:${currency}`,
            kind: "demo.grant",
            playerId,
            legs: move({ house: from }, { playerId }, currency, toMinorUnits(amount, currency)),
          });
        }
        for (const { key, ...notification } of DEMO_NOTIFICATIONS) {
          await notifyPlayer(tx, { ...notification, playerId, dedupeKey: `demo:${key}`, now: new Date() });
        }
      });
    }
  }
}

const DEMO_WARNING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Says loudly, at start and every hour while the server runs, that this is the demo: published
 * passwords, and a mailbox that shows sign-in codes. Nobody should mistake it for a deployment.
 */
export function warnDemoMode(
  log: FastifyBaseLogger,
  env: Pick<Env, "OPERATOR_API_TOKEN" | "PORT" | "BACKOFFICE_ADMIN_EMAIL">,
) {
  const banner = [
    "DEMO MODE: not for real players or real money.",
    `Demo accounts with published passwords exist in every brand (${DEMO_ACCOUNTS.map((a) => a.email).join(", ")}).`,
    `The development mailbox at http://localhost:${env.PORT}/dev/mailbox shows players their own mail${
      env.OPERATOR_API_TOKEN ? ", and every address's mail to whoever has OPERATOR_API_TOKEN" : ""
    }.`,
    env.BACKOFFICE_ADMIN_EMAIL
      ? ""
      : `The back office at http://localhost:${env.PORT}/backoffice/ has a demo admin with a published password (${DEMO_ADMIN.email}) unless it had operators already.`,
    "Unset DEMO (and set PUBLIC_ORIGIN) to run a real deployment.",
  ]
    .filter(Boolean)
    .join(" ");
  log.warn(banner);
  setInterval(() => log.warn(banner), DEMO_WARNING_INTERVAL_MS).unref();
}
