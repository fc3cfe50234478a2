CREATE TABLE "audit_log" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"operator_id" uuid,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"request_id" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_adjustment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"ledger_transaction_id" bigint,
	CONSTRAINT "balance_adjustment_amount_not_zero" CHECK ("balance_adjustment"."amount" <> 0),
	CONSTRAINT "balance_adjustment_decider_is_another" CHECK ("balance_adjustment"."decided_by" IS NULL OR "balance_adjustment"."decided_by" <> "balance_adjustment"."requested_by")
);
--> statement-breakpoint
CREATE TABLE "balance_adjustment_threshold" (
	"brand_id" text NOT NULL,
	"currency" text NOT NULL,
	"max_without_approval" bigint NOT NULL,
	CONSTRAINT "balance_adjustment_threshold_brand_id_currency_pk" PRIMARY KEY("brand_id","currency")
);
--> statement-breakpoint
CREATE TABLE "operator" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"totp_secret" text,
	"totp_last_step" bigint,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_recovery_code" (
	"operator_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "operator_recovery_code_operator_id_code_hash_pk" PRIMARY KEY("operator_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_role" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_role_permission" (
	"role_id" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "operator_role_permission_role_id_permission_pk" PRIMARY KEY("role_id","permission")
);
--> statement-breakpoint
CREATE TABLE "operator_session" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "operator_sign_in" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"pending_secret" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"operator_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balance_adjustment" ADD CONSTRAINT "balance_adjustment_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustment" ADD CONSTRAINT "balance_adjustment_ledger_transaction_id_ledger_transaction_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transaction"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator" ADD CONSTRAINT "operator_role_id_operator_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."operator_role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_recovery_code" ADD CONSTRAINT "operator_recovery_code_operator_id_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_role_permission" ADD CONSTRAINT "operator_role_permission_role_id_operator_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."operator_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_session" ADD CONSTRAINT "operator_session_operator_id_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sign_in" ADD CONSTRAINT "operator_sign_in_operator_id_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_note" ADD CONSTRAINT "player_note_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_operator" ON "audit_log" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "audit_log_occurred_at" ON "audit_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "balance_adjustment_player" ON "balance_adjustment" USING btree ("player_id","requested_at");--> statement-breakpoint
CREATE INDEX "balance_adjustment_pending" ON "balance_adjustment" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_email" ON "operator" USING btree ("email");--> statement-breakpoint
CREATE INDEX "operator_session_operator" ON "operator_session" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_sign_in_operator" ON "operator_sign_in" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "player_note_player" ON "player_note" USING btree ("player_id","created_at");--> statement-breakpoint
-- The audit log is append-only and the database says so, as for the ledger's journal: rows can be
-- inserted, never changed or removed. Its hash chain (audit-log feature) shows whether anyone with the
-- rights to drop this trigger altered a row anyway.
CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on audit_log refused: the audit log is append-only', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();
--> statement-breakpoint
-- The five roles every casino has (issue #11); admins compose custom ones from the same permissions.
INSERT INTO operator_role (id, name, is_built_in) VALUES
  ('admin', 'Admin', true),
  ('support', 'Support', true),
  ('compliance', 'Compliance', true),
  ('finance', 'Finance', true),
  ('marketing', 'Marketing', true);
--> statement-breakpoint
INSERT INTO operator_role_permission (role_id, permission) VALUES
  ('admin', 'dashboard:write'), ('admin', 'players:write'), ('admin', 'adjustments:write'),
  ('admin', 'ledger:write'), ('admin', 'content:write'), ('admin', 'staff:write'), ('admin', 'audit:write'),
  ('support', 'dashboard:read'), ('support', 'players:write'), ('support', 'adjustments:write'),
  ('compliance', 'dashboard:read'), ('compliance', 'players:write'), ('compliance', 'ledger:read'),
  ('compliance', 'audit:read'),
  ('finance', 'dashboard:read'), ('finance', 'players:read'), ('finance', 'adjustments:write'),
  ('finance', 'ledger:read'),
  ('marketing', 'dashboard:read'), ('marketing', 'content:write');
--> statement-breakpoint
-- What one operator may adjust alone, per brand (minor units: coins and tour points whole, entries and
-- winnings in cents); above it a second operator approves.
INSERT INTO balance_adjustment_threshold (brand_id, currency, max_without_approval)
SELECT brand.id, limits.currency, limits.amount
  FROM (VALUES ('funrize'), ('tao'), ('nlc'), ('fortuneWheelz'), ('funzCity'), ('jackpotRabbit'), ('sws'),
               ('product'), ('stormrush')) AS brand(id)
 CROSS JOIN (VALUES ('coins', 100000), ('entries', 5000), ('winnings', 5000), ('tourPoints', 100000))
       AS limits(currency, amount);
