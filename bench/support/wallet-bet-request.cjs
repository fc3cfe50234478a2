// autocannon's setupRequest for bench/wallet-bets.ts. autocannon `require`s it inside its worker thread,
// which does not load tsx, hence plain CommonJS. It turns every request into a new seamless-wallet bet: its
// own transactionId and roundId, the next game session in turn, X-Timestamp = now in Unix seconds and
// X-Signature = hex HMAC-SHA256 of `<timestamp>.bet.<exact body bytes sent>` (ADR 008, written out here as
// this file cannot import the server's signWalletCall). The worker reads its settings from
// WALLET_BENCH_REQUEST (JSON, see support/wallet-load.ts), copied from the parent's environment when
// autocannon starts the worker.
const { createHmac, randomBytes } = require("node:crypto");

const { secret, tokens, amount } = JSON.parse(process.env.WALLET_BENCH_REQUEST ?? "{}");
if (!secret || !Array.isArray(tokens) || tokens.length === 0) {
  throw new Error("WALLET_BENCH_REQUEST must hold a secret and at least one session token");
}
// Ids are unique across runs (a new worker loads this file again) and across the run's connections.
const prefix = randomBytes(6).toString("hex");
let sent = 0;

module.exports = function setupRequest(request) {
  const n = sent++;
  const body = JSON.stringify({
    sessionToken: tokens[n % tokens.length],
    transactionId: `${prefix}-${n}`,
    roundId: `${prefix}-${n}`,
    amount,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  request.body = body;
  request.headers = {
    ...request.headers,
    "content-type": "application/json",
    "x-timestamp": String(timestamp),
    "x-signature": createHmac("sha256", secret).update(`${timestamp}.bet.${body}`).digest("hex"),
  };
  return request;
};
