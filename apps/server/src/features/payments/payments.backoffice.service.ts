import { BRAND_IDS, type BrandId, type PurchaseOrderStatus } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { findAccountByEmail, playerEmail } from "../player";
import { orderNotFound, type PaymentsContext } from "./payments.context";
import { presentBackofficeOrder, presentEvent } from "./payments.presenter";
import { findOrder, listEvents, listOrderRows, type OrderRow } from "./payments.repo";

export interface OrderSearch {
  status?: PurchaseOrderStatus | undefined;
  brandId?: BrandId | undefined;
  playerId?: string | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

async function emailsOf(executor: Executor, rows: readonly OrderRow[]) {
  const emails = new Map<string, string | null>();
  for (const playerId of new Set(rows.map((row) => row.playerId))) {
    emails.set(playerId, await playerEmail(executor, playerId));
  }
  return emails;
}

/** The players an e-mail names: one per brand at most (the brand's own account of that address). */
async function playersWithEmail(executor: Executor, email: string, brandId: BrandId | undefined) {
  const ids: string[] = [];
  for (const brand of brandId ? [brandId] : BRAND_IDS) {
    const account = await findAccountByEmail(executor, { brandId: brand, email });
    if (account) ids.push(account.id);
  }
  return ids;
}

/** Orders for the back office: `q` is an e-mail (an `@` in it), an order id or a provider payment id. */
export async function listPurchaseOrders(ctx: PaymentsContext, search: OrderSearch) {
  const isEmail = search.q?.includes("@") ?? false;
  let playerIds: string[] | undefined = search.playerId ? [search.playerId] : undefined;
  if (isEmail && search.q) {
    const named = await playersWithEmail(ctx.db, search.q, search.brandId);
    playerIds = playerIds ? playerIds.filter((id) => named.includes(id)) : named;
  }
  const { rows, total } = await listOrderRows(ctx.db, {
    playerIds,
    status: search.status,
    brandId: search.brandId,
    reference: isEmail ? undefined : search.q,
    from: search.from ? new Date(search.from) : undefined,
    to: search.to ? new Date(search.to) : undefined,
    limit: search.pageSize,
    offset: (search.page - 1) * search.pageSize,
  });
  const emails = await emailsOf(ctx.db, rows);
  return {
    orders: rows.map((row) =>
      presentBackofficeOrder(row, {
        methods: ctx.provider.methods,
        playerEmail: emails.get(row.playerId) ?? null,
      }),
    ),
    total,
  };
}

/** One order with its history, oldest step first. */
export async function orderDetail(ctx: PaymentsContext, executor: Executor, orderId: string) {
  const order = await findOrder(executor, orderId);
  if (!order) throw orderNotFound();
  return detailOf(ctx, executor, order);
}

export async function detailOf(ctx: PaymentsContext, executor: Executor, order: OrderRow) {
  const [events, email] = await Promise.all([
    listEvents(executor, order.id),
    playerEmail(executor, order.playerId),
  ]);
  return {
    order: presentBackofficeOrder(order, { methods: ctx.provider.methods, playerEmail: email }),
    events: events.map(presentEvent),
  };
}
