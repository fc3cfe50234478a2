import type { SourceText } from "./rules";

/**
 * ARCHITECTURE D26 and decision 017: each table has one owning server module, the only one whose repos
 * name it in SQL; any other module calls the owner's index.ts. A module is a server feature
 * (`features/<name>`) or a platform module (`platform/<name>`).
 */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  // Identity and sign-in.
  player: "player",
  auth_token: "auth",
  sign_in_failure: "auth",
  player_sign_in: "auth",
  player_session: "platform/auth",
  captcha_solution: "platform/captcha",
  // Mail and events leave through the platform's relays.
  email_message: "platform/email",
  outbox_event: "platform/outbox",
  outbox_checkpoint: "platform/outbox",
  push_signing_key: "platform/push",
  // Money.
  ledger_account: "ledger",
  ledger_transaction: "ledger",
  ledger_posting: "ledger",
  // Play: the wallet keeps the session a provider calls with, the rounds it moves and its transaction ids.
  game_session: "provider-wallet",
  game_round: "provider-wallet",
  wallet_transaction: "provider-wallet",
  fair_seed: "fairness",
  // What players browse.
  game: "games-catalogue",
  game_provider: "games-catalogue",
  game_collection: "games-catalogue",
  game_collection_item: "games-catalogue",
  brand_game: "games-catalogue",
  favorite_game: "favorites",
  home_page: "home",
  home_banner: "home",
  home_row: "home",
  home_sample_winner: "home",
  jackpot: "home",
  brand_content: "static-info",
  menu_item: "static-info",
  footer_link: "static-info",
  social_network: "static-info",
  legal_page: "legal-pages",
  // The back office (issue #11): its staff, their sign-ins and sessions, and what they did.
  operator: "operators",
  operator_role: "operators",
  operator_role_permission: "operators",
  operator_recovery_code: "operators",
  operator_sign_in: "operators",
  operator_session: "operators",
  audit_log: "audit-log",
  player_note: "player",
  balance_adjustment: "balance-adjustments",
  balance_adjustment_threshold: "balance-adjustments",
  // What players are told (issue #12): the notification centre.
  notification: "notifications",
  // Players' conversations with the support team (issue #12).
  support_conversation: "support-chat",
  support_message: "support-chat",
  // Web push (issue #12): the server's VAPID keys, the browsers' subscriptions and the messages to send.
  web_push_vapid_key: "web-push",
  web_push_subscription: "web-push",
  web_push_delivery: "web-push",
  // Trust and compliance (issue #13).
  responsible_play_limit: "responsible-play",
  responsible_play_block: "responsible-play",
  responsible_play_event: "responsible-play",
  jurisdiction_rule: "sweepstakes-rules",
  geo_allowed_ip: "geo-restriction",
  player_geo_location: "geo-restriction",
  geo_block_report: "geo-restriction",
  identity_verification: "identity-verification",
  identity_document: "identity-verification",
  identity_check: "identity-verification",
  amoe_setting: "amoe",
  amoe_request: "amoe",
  terms_acceptance: "legal-pages",
  // Cash (issue #14): what brands sell, purchases through a payment provider, bonuses, redemptions.
  store_preset: "store",
  promo_offer_bundle: "store",
  promo_offer_subscription: "store",
  promo_offer_set: "store",
  promo_offer_flip: "store",
  store_purchase: "store",
  purchase_order: "payments",
  purchase_order_event: "payments",
  // The sandbox provider keeps its own books (decision 045), inside the payments feature.
  sandbox_payment: "payments",
  sandbox_webhook: "payments",
  player_bonus: "bonus-offers",
  promotion: "promotions",
  redemption: "redemptions",
  redemption_event: "redemptions",
  redemption_setting: "redemptions",
  playthrough_batch: "ledger",
  playthrough_wager: "ledger",
};

const SERVER_SOURCE = "apps/server/src/";

/** The server module a file belongs to: `features/<x>` → `<x>`, `platform/<x>/…` → `platform/<x>`. */
export function serverModuleOf(file: string): string | undefined {
  if (!file.startsWith(SERVER_SOURCE)) return undefined;
  const [top, name, ...rest] = file.slice(SERVER_SOURCE.length).split("/");
  if (top === "features" && name && rest.length > 0) return name;
  if (top === "platform" && name && rest.length > 0) return `platform/${name}`;
  return top;
}

/** SQL table names declared by the Drizzle schema sources, keyed by the name the schema exports. */
export function declaredTables(schemaSources: readonly SourceText[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const { text } of schemaSources) {
    for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)) {
      tables.set(match[1] as string, match[2] as string);
    }
  }
  return tables;
}

/** Comments name tables in prose ("the row the ledger locks"); only code counts. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");

/**
 * The tables a repo's code names: in raw SQL (`from`, `join`, `into`, `update` followed by a table) and
 * through the Drizzle schema (`schema.player`, or `const { player } = schema`).
 */
export function tablesNamedIn(text: string, tables: ReadonlyMap<string, string>): Set<string> {
  const code = withoutComments(text);
  const sqlNames = new Set(tables.values());
  const named = new Set<string>();
  for (const match of code.matchAll(/\b(?:from|join|into|update)\s+(\w+)/gi)) {
    const name = (match[1] as string).toLowerCase();
    if (sqlNames.has(name)) named.add(name);
  }
  for (const match of code.matchAll(/\bschema\.(\w+)/g)) {
    const table = tables.get(match[1] as string);
    if (table) named.add(table);
  }
  for (const match of code.matchAll(/const\s*\{([^}]*)\}\s*=\s*schema\b/g)) {
    for (const exported of (match[1] as string).split(",")) {
      const table = tables.get(exported.split(":")[0]?.trim() ?? "");
      if (table) named.add(table);
    }
  }
  return named;
}

/**
 * Every table a repo names that its module does not own, as `file names table (owner: x)`; a table with
 * no owner in the map is reported too, so a new table cannot slip in unowned.
 */
export function tablesOutsideOwner(
  repos: readonly SourceText[],
  tables: ReadonlyMap<string, string>,
  owners: Readonly<Record<string, string>> = TABLE_OWNERS,
): string[] {
  const found: string[] = [];
  for (const { file, text } of repos) {
    const module = serverModuleOf(file);
    for (const table of [...tablesNamedIn(text, tables)].sort()) {
      const owner = owners[table];
      if (owner !== module) found.push(`${file} names ${table} (owner: ${owner ?? "none"})`);
    }
  }
  return found;
}
