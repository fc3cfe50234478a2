/** One rendered email, ready to store and send. */
export interface OutgoingEmail {
  brandId: string;
  /** What it is about, e.g. `password_reset`; operators and the dev mailbox filter on it. */
  kind: string;
  to: string;
  locale: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands a message to a mail server. SMTP in production; tests pass a fake. */
export interface EmailTransport {
  /** Resolves once the server accepted the message; rejects when it did not (the relay retries). */
  send(message: OutgoingEmail & { from: string }): Promise<void>;
  close(): void;
}
