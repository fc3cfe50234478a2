-- ARCHITECTURE D5: the journal is append-only, and the database itself says so. Transactions and their
-- postings can be inserted, never changed or removed (a correction is a reversing transaction). The
-- cached balances of ledger_account are updated as before. Statement triggers also refuse statements that
-- match no row, so nothing that tries can pass unnoticed.
CREATE FUNCTION ledger_journal_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % refused: the ledger journal is append-only; post a reversing transaction instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transaction_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_transaction
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_journal_is_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_posting_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_posting
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_journal_is_append_only();
