import { dollarsText, SANDBOX_TEST_CARDS } from "@casino/contracts";
import type { CardField } from "@casino/domain";
import type { CheckoutView } from "./sandbox.checkout";
import { checkoutPathOf } from "./sandbox.provider";
import type { SandboxPaymentRow } from "./sandbox.repo";

// The sandbox's hosted pages (decision 045): plain HTML forms that work without JavaScript, labelled for
// screen readers, sized for a phone inside the cash box's frame. They are the provider's pages, so they
// use none of the web app's code.

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1b1f24}
main{max-width:28rem;margin:0 auto;padding:1rem}
.badge{display:inline-block;margin:0 0 .5rem;padding:.15rem .6rem;border-radius:1rem;background:#fff3cd;color:#5c4400;font-size:.875rem;font-weight:600}
h1{font-size:1.5rem;margin:.25rem 0 1rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
form{background:#fff;border:1px solid #d0d5dc;border-radius:.75rem;padding:1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #6b7480;border-radius:.5rem;min-height:2.75rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
input[aria-invalid=true]{border-color:#b3261e}
.row{display:flex;gap:.75rem}.row>div{flex:1}
.error{color:#b3261e;font-size:.875rem;margin:.25rem 0 0}
.alert{border:1px solid #b3261e;background:#fdecea;color:#7a1b14;border-radius:.5rem;padding:.6rem .75rem;margin:0 0 .5rem}
button{display:block;width:100%;margin-top:1rem;min-height:2.75rem;font:inherit;font-weight:700;border:0;border-radius:.5rem;padding:.7rem;background:#1a5fd0;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1b1f24;border:1px solid #6b7480}
table{width:100%;border-collapse:collapse;background:#fff;font-size:.875rem}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #e3e6ea;vertical-align:top}
code{font-size:.9em;white-space:nowrap}
p.note{font-size:.875rem;color:#4a525c}
a{color:#1a5fd0}
`;

function page(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Sandbox checkout</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main>
<p class="badge">Sandbox · test mode, no real money</p>
${body}
</main></body></html>`;
}

const amountOf = (payment: SandboxPaymentRow) => `$${dollarsText(payment.amountCents)}`;

function input(
  name: CardField,
  label: string,
  attributes: string,
  view: Extract<CheckoutView, { kind: "card" }>,
): string {
  const isWrong = view.error?.field === name;
  const value = view.typed?.[name] ?? "";
  const errorId = `${name}-error`;
  return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" ${attributes} required value="${escapeHtml(value)}"${
    isWrong ? ` aria-invalid="true" aria-describedby="${errorId}"` : ""
  }>${isWrong ? `<p class="error" id="${errorId}">${escapeHtml(view.error?.message ?? "")}</p>` : ""}`;
}

function cardPage(view: Extract<CheckoutView, { kind: "card" }>, nonce: string): string {
  const { payment } = view;
  const amount = amountOf(payment);
  const cards = SANDBOX_TEST_CARDS.map(
    (card) =>
      `<tr><td><code>${card.number.replace(/(\d{4})(?=\d)/g, "$1 ")}</code></td><td>${escapeHtml(card.outcome)}</td></tr>`,
  ).join("");
  return page(
    `Pay ${amount}`,
    nonce,
    `<h1>Pay ${amount} by card</h1>
<form method="post" action="${checkoutPathOf(payment.id)}" novalidate>
${view.error ? `<p class="alert" role="alert">${escapeHtml(view.error.message)}</p>` : ""}
${input("number", "Card number", 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', view)}
<div class="row"><div>
${input("expiry", "Expiry (MM/YY)", 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"', view)}
</div><div>
${input("cvc", "CVC", 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', view)}
</div></div>
${input("name", "Name on card", 'autocomplete="cc-name" maxlength="100"', view)}
<button type="submit">Pay ${amount}</button>
</form>
<p><a href="${escapeHtml(payment.returnUrl)}">Cancel and return to the store</a></p>
<h2 id="test-cards">Test cards</h2>
<table aria-labelledby="test-cards"><thead><tr><th scope="col">Card number</th><th scope="col">What happens</th></tr></thead>
<tbody>${cards}</tbody></table>
<p class="note">Any expiry date in the future, any 3 digits for the CVC and any name. Other card numbers are refused: this checkout never charges a real card.</p>`,
  );
}

function bankPage(payment: SandboxPaymentRow, nonce: string): string {
  const amount = amountOf(payment);
  return page(
    `Approve ${amount}`,
    nonce,
    `<h1>Sandbox Bank</h1>
<form method="post" action="${checkoutPathOf(payment.id)}">
<p>An instant bank transfer of <strong>${amount}</strong> to the casino waits for your approval.</p>
<button type="submit" name="decision" value="approve">Approve the transfer</button>
<button type="submit" name="decision" value="decline" class="secondary">Decline at your bank</button>
</form>
<p><a href="${escapeHtml(payment.returnUrl)}">Cancel and return to the store</a></p>`,
  );
}

function challengePage(payment: SandboxPaymentRow, nonce: string): string {
  const amount = amountOf(payment);
  return page(
    "3-D Secure",
    nonce,
    `<h1>Confirm it is you</h1>
<form method="post" action="${checkoutPathOf(payment.id)}/challenge">
<p>Your bank asks you to confirm the payment of <strong>${amount}</strong> with the card ending in
<strong>${escapeHtml(payment.cardLast4 ?? "")}</strong> (3-D Secure).</p>
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="fail" class="secondary">Fail authentication</button>
</form>`,
  );
}

const FINISHED: Record<string, string> = {
  succeeded: "This payment was made.",
  declined: "This payment was declined.",
  failed: "This payment failed.",
  refunded: "This payment was refunded.",
  processing: "This payment is being processed.",
};

function finishedPage(payment: SandboxPaymentRow, nonce: string): string {
  return page(
    "Payment finished",
    nonce,
    `<h1>${escapeHtml(FINISHED[payment.status] ?? "This payment is closed.")}</h1>
<p><a href="${escapeHtml(payment.returnUrl)}">Return to the store</a></p>`,
  );
}

/** The page a view stands for. */
export function renderCheckout(view: CheckoutView, nonce: string): string {
  switch (view.kind) {
    case "card":
      return cardPage(view, nonce);
    case "bank":
      return bankPage(view.payment, nonce);
    case "challenge":
      return challengePage(view.payment, nonce);
    case "finished":
      return finishedPage(view.payment, nonce);
    case "missing":
      return page("Not found", nonce, "<h1>There is no such payment.</h1>");
  }
}
