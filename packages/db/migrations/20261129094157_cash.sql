CREATE TABLE "player_bonus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"brand_id" text NOT NULL,
	"message_id" text NOT NULL,
	"bonus_type" text NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"free_spins_count" integer,
	"free_spins_bet_level" integer,
	"game_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"granted_by_operator_id" uuid,
	"lifetime_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "player_bonus_amount" CHECK ("player_bonus"."bonus_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "playthrough_batch" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"transaction_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "playthrough_batch_wagered" CHECK ("playthrough_batch"."wagered" >= 0 AND "playthrough_batch"."wagered" <= "playthrough_batch"."required")
);
--> statement-breakpoint
CREATE TABLE "playthrough_wager" (
	"round_id" text PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"brand_id" text NOT NULL,
	"order_key" text NOT NULL,
	"preset_id" integer NOT NULL,
	"offer_type" text NOT NULL,
	"title" text NOT NULL,
	"coins" bigint NOT NULL,
	"entries" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"method_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchase_order_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_event_id" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"card_last4" text,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"image" text,
	"how_works" text DEFAULT '' NOT NULL,
	"button_label" text,
	"link" text,
	"preset_id" integer,
	"need_deposits" boolean,
	"is_show_home_page" boolean DEFAULT true NOT NULL,
	"is_show_promo_page" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemption" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"brand_id" text NOT NULL,
	"request_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"method" text NOT NULL,
	"payout_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payout_reference" text,
	"reject_reason" text,
	"decided_by_operator_id" uuid,
	"decided_by_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "redemption_amount_positive" CHECK ("redemption"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "redemption_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"redemption_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemption_setting" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"min_amount" bigint NOT NULL,
	"purchase_playthrough_multiplier" numeric(4, 2) DEFAULT '1' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemption_setting_min_positive" CHECK ("redemption_setting"."min_amount" > 0),
	CONSTRAINT "redemption_setting_multiplier" CHECK ("redemption_setting"."purchase_playthrough_multiplier" >= 1)
);
--> statement-breakpoint
CREATE TABLE "promo_offer_bundle" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"preset_ids" integer[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_offer_flip" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"set_id" integer NOT NULL,
	"preset_id" integer,
	"flipped_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_offer_set" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"slug" text NOT NULL,
	"preset_ids" integer[] NOT NULL,
	"weights" integer[] NOT NULL,
	"cooldown_hours" integer DEFAULT 24 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promo_offer_set_weights" CHECK (cardinality("promo_offer_set"."preset_ids") = cardinality("promo_offer_set"."weights"))
);
--> statement-breakpoint
CREATE TABLE "promo_offer_subscription" (
	"player_id" uuid NOT NULL,
	"preset_id" integer NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_offer_subscription_player_id_preset_id_pk" PRIMARY KEY("player_id","preset_id")
);
--> statement-breakpoint
CREATE TABLE "store_preset" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"usual_price_cents" bigint,
	"coins" bigint NOT NULL,
	"entries" bigint NOT NULL,
	"badge_label" text,
	"image_popup" text,
	"is_best_deal" boolean DEFAULT false NOT NULL,
	"is_most_popular" boolean DEFAULT false NOT NULL,
	"is_quick_buy" boolean DEFAULT false NOT NULL,
	"is_popup" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"available_from" timestamp with time zone,
	"available_till" timestamp with time zone,
	"days_of_week" integer[],
	"min_balance" bigint,
	"min_purchases" integer,
	"limit_per_day" integer,
	"related_preset_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"url_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_preset_amounts" CHECK ("store_preset"."price_cents" > 0 AND "store_preset"."coins" >= 0 AND "store_preset"."entries" >= 0),
	CONSTRAINT "store_preset_days" CHECK ("store_preset"."days_of_week" IS NULL OR "store_preset"."days_of_week" <@ ARRAY[1,2,3,4,5,6,7])
);
--> statement-breakpoint
CREATE TABLE "store_purchase" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"preset_id" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_bonus" ADD CONSTRAINT "player_bonus_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playthrough_batch" ADD CONSTRAINT "playthrough_batch_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playthrough_batch" ADD CONSTRAINT "playthrough_batch_transaction_id_ledger_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transaction"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_event" ADD CONSTRAINT "purchase_order_event_order_id_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_webhook" ADD CONSTRAINT "sandbox_webhook_payment_id_sandbox_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption" ADD CONSTRAINT "redemption_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_event" ADD CONSTRAINT "redemption_event_redemption_id_redemption_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemption"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_offer_flip" ADD CONSTRAINT "promo_offer_flip_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_offer_flip" ADD CONSTRAINT "promo_offer_flip_set_id_promo_offer_set_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."promo_offer_set"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_offer_flip" ADD CONSTRAINT "promo_offer_flip_preset_id_store_preset_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."store_preset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_offer_subscription" ADD CONSTRAINT "promo_offer_subscription_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_offer_subscription" ADD CONSTRAINT "promo_offer_subscription_preset_id_store_preset_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."store_preset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchase" ADD CONSTRAINT "store_purchase_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchase" ADD CONSTRAINT "store_purchase_preset_id_store_preset_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."store_preset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonus_message" ON "player_bonus" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "player_bonus_player" ON "player_bonus" USING btree ("player_id","status","lifetime_end");--> statement-breakpoint
CREATE UNIQUE INDEX "playthrough_batch_transaction" ON "playthrough_batch" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "playthrough_batch_open" ON "playthrough_batch" USING btree ("player_id","id") WHERE "playthrough_batch"."completed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_key" ON "purchase_order" USING btree ("player_id","order_key");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_provider_payment" ON "purchase_order" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "purchase_order_player" ON "purchase_order" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_order_status" ON "purchase_order" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_order_completed" ON "purchase_order" USING btree ("brand_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_event_provider_event" ON "purchase_order_event" USING btree ("provider","provider_event_id");--> statement-breakpoint
CREATE INDEX "purchase_order_event_order" ON "purchase_order_event" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_reference" ON "sandbox_payment" USING btree ("merchant_reference");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_due" ON "sandbox_webhook" USING btree ("next_attempt_at") WHERE "sandbox_webhook"."delivered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "promotion_brand" ON "promotion" USING btree ("brand_id","locale","sort_order");--> statement-breakpoint
CREATE INDEX "redemption_player" ON "redemption" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "redemption_status" ON "redemption" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "redemption_request_key" ON "redemption" USING btree ("player_id","request_key");--> statement-breakpoint
CREATE INDEX "redemption_event_redemption" ON "redemption_event" USING btree ("redemption_id","id");--> statement-breakpoint
CREATE INDEX "promo_offer_bundle_brand" ON "promo_offer_bundle" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "promo_offer_flip_player" ON "promo_offer_flip" USING btree ("player_id","set_id","flipped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_offer_set_slug" ON "promo_offer_set" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE INDEX "store_preset_brand" ON "store_preset" USING btree ("brand_id","kind","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "store_preset_url_hash" ON "store_preset" USING btree ("brand_id","url_hash");--> statement-breakpoint
CREATE INDEX "store_purchase_player" ON "store_purchase" USING btree ("player_id","preset_id","purchased_at");--> statement-breakpoint
-- The cash module (issue #14): purchase orders and refunds, the redemption queue and payouts. Finance runs
-- it; support may look. Packages, offers and promotions are content (content:write).
INSERT INTO operator_role_permission (role_id, permission) VALUES
  ('admin', 'cash:write'), ('finance', 'cash:write'), ('support', 'cash:read');
--> statement-breakpoint
-- Order and redemption histories are append-only: a correction is a new transition, never an edit.
CREATE FUNCTION cash_history_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % refused: the history is append-only', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchase_order_event_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON purchase_order_event
  FOR EACH STATEMENT EXECUTE FUNCTION cash_history_is_append_only();
--> statement-breakpoint
CREATE TRIGGER redemption_event_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON redemption_event
  FOR EACH STATEMENT EXECUTE FUNCTION cash_history_is_append_only();
