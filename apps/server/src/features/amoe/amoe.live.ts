import { AMOE_CREDITED, type AmoeCreditedEvent, playerChannel } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { presentPlayerRequest } from "./amoe.presenter";
import { findByCode } from "./amoe.repo";

/**
 * Once a credited letter is committed, the outbox relay hands it here and the player's open tabs hear
 * `amoe.credited` (the rules page marks the code credited). The balance itself moves by `balance.changed`,
 * which the ledger announces for every posting.
 */
export function installLiveAmoe(app: FastifyInstance, { outbox }: ServerContext) {
  outbox.subscribe(AMOE_CREDITED, "amoe.push", async (event, tx) => {
    const code = (event.payload as { code?: unknown } | null)?.code;
    if (typeof code !== "string") return;
    const row = await findByCode(tx, code);
    if (!row || row.playerId !== event.aggregateId) return;
    const data: AmoeCreditedEvent = { request: presentPlayerRequest(row) };
    await app.push.publish(playerChannel(row.playerId), AMOE_CREDITED, data);
  });
}
