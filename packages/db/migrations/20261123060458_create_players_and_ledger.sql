CREATE TABLE "auth_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"player_id" uuid,
	"brand_id" text NOT NULL,
	"email" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha_solution" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_session" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "sign_in_failure" (
	"brand_id" text NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"failures" integer NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sign_in_failure_brand_id_email_ip_pk" PRIMARY KEY("brand_id","email","ip")
);
--> statement-breakpoint
CREATE TABLE "email_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "ledger_account" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid,
	"house" text,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_one_owner" CHECK (("ledger_account"."player_id" is null) <> ("ledger_account"."house" is null)),
	CONSTRAINT "ledger_account_balance_not_negative" CHECK ("ledger_account"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_posting" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_posting_not_zero" CHECK ("ledger_posting"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transaction" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" uuid,
	"fingerprint" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_confirmed_at" timestamp with time zone,
	"phone" text,
	"phone_confirmed_at" timestamp with time zone,
	"primary_contact" text DEFAULT 'email' NOT NULL,
	"game_mode" text DEFAULT 'TournamentPoints' NOT NULL,
	"is_affiliate" boolean DEFAULT false NOT NULL,
	"account_status" text DEFAULT 'ACTIVE' NOT NULL,
	"registration_funnel" text DEFAULT 'email' NOT NULL,
	"registration_completed_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"referral_code" text NOT NULL,
	"invited_by_player_id" uuid,
	"affiliate_refcode" text,
	"registration_source" text,
	"traffic_source" text,
	"name" text,
	"surname" text,
	"birthday" date,
	"zip" text,
	"city" text,
	"address" text,
	"address2" text,
	"state" text,
	"activity_reminder_minutes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_token" ADD CONSTRAINT "auth_token_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_session" ADD CONSTRAINT "player_session_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_posting" ADD CONSTRAINT "ledger_posting_transaction_id_ledger_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transaction"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_posting" ADD CONSTRAINT "ledger_posting_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_token_player" ON "auth_token" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "auth_token_email" ON "auth_token" USING btree ("brand_id","email");--> statement-breakpoint
CREATE INDEX "captcha_solution_expires" ON "captcha_solution" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "player_session_player" ON "player_session" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "email_message_to" ON "email_message" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_player_currency" ON "ledger_account" USING btree ("player_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_house_currency" ON "ledger_account" USING btree ("house","currency");--> statement-breakpoint
CREATE INDEX "ledger_posting_transaction" ON "ledger_posting" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_posting_account" ON "ledger_posting" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transaction_idempotency_key" ON "ledger_transaction" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transaction_player" ON "ledger_transaction" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_brand_email" ON "player" USING btree ("brand_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "player_referral_code" ON "player" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "player_invited_by" ON "player" USING btree ("invited_by_player_id");