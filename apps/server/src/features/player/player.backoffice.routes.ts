import {
  addPlayerNoteEndpoint,
  playerDetailEndpoint,
  playerNotesEndpoint,
  playerSessionsEndpoint,
  playerTransactionsEndpoint,
  revokeAllPlayerSessionsEndpoint,
  revokePlayerSessionEndpoint,
  searchPlayersEndpoint,
  setPlayerStatusEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import {
  addPlayerNote,
  type PlayerBackofficeContext,
  playerDetail,
  playerNotes,
  playerSessions,
  playerTransactionList,
  revokeAllPlayerSessions,
  revokePlayerSession,
  searchPlayers,
  setPlayerStatus,
} from "./player.backoffice.service";

/** The back office's players module (issue #11): search, the player page, sessions, notes and status. */
export function registerPlayerBackofficeRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  const ctx: PlayerBackofficeContext = { db, clock, sessionEndings: app.sessionEndings };
  registerEndpoint(app, searchPlayersEndpoint, ({ query }) => searchPlayers(ctx, query));
  registerEndpoint(app, playerDetailEndpoint, ({ params }, request) => playerDetail(ctx, request, params.id));
  registerEndpoint(app, playerTransactionsEndpoint, ({ params, query }, request) =>
    playerTransactionList(ctx, request, params.id, query),
  );
  registerEndpoint(app, playerSessionsEndpoint, ({ params }, request) =>
    playerSessions(ctx, request, params.id),
  );
  registerEndpoint(app, revokePlayerSessionEndpoint, ({ params }, request) =>
    revokePlayerSession(ctx, request, params.id, params.sessionId),
  );
  registerEndpoint(app, revokeAllPlayerSessionsEndpoint, ({ params }, request) =>
    revokeAllPlayerSessions(ctx, request, params.id),
  );
  registerEndpoint(app, playerNotesEndpoint, ({ params }, request) => playerNotes(ctx, request, params.id));
  registerEndpoint(app, addPlayerNoteEndpoint, ({ params, body }, request) =>
    addPlayerNote(ctx, request, params.id, body.body),
  );
  registerEndpoint(app, setPlayerStatusEndpoint, ({ params, body }, request) =>
    setPlayerStatus(ctx, request, params.id, body),
  );
}
