CREATE TABLE "amoe_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"player_id" uuid NOT NULL,
	"brand_id" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"entries" bigint,
	"requested_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"recorded_by_operator_id" uuid,
	"recorded_by_name" text,
	"reject_reason" text,
	CONSTRAINT "amoe_request_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "amoe_setting" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"entries_per_request" bigint NOT NULL,
	"max_credits_per_period" integer NOT NULL,
	"period_days" integer NOT NULL,
	"mailing_address" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amoe_setting_entries_positive" CHECK ("amoe_setting"."entries_per_request" > 0),
	CONSTRAINT "amoe_setting_cap_positive" CHECK ("amoe_setting"."max_credits_per_period" > 0 AND "amoe_setting"."period_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "terms_acceptance" (
	"player_id" uuid NOT NULL,
	"version" date NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terms_acceptance_player_id_version_pk" PRIMARY KEY("player_id","version")
);
--> statement-breakpoint
CREATE TABLE "geo_allowed_ip" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cidr" text NOT NULL,
	"note" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geo_allowed_ip_cidr_unique" UNIQUE("cidr")
);
--> statement-breakpoint
CREATE TABLE "geo_block_report" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "geo_block_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" uuid,
	"ip" text NOT NULL,
	"reason" text NOT NULL,
	"jurisdiction" text,
	"apps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_geo_location" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"jurisdiction" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_check" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"status" text NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "identity_check_provider_reference_unique" UNIQUE("provider_reference")
);
--> statement-breakpoint
CREATE TABLE "identity_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_by_operator_id" uuid,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verification" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'not_requested' NOT NULL,
	"method" text,
	"reject_reason" text,
	"duplicate_of" uuid,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responsible_play_block" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"reason" text,
	"operator_id" uuid,
	"operator_name" text,
	"lifted_at" timestamp with time zone,
	"lifted_by_operator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsible_play_block_ends_after_start" CHECK ("responsible_play_block"."ends_at" IS NULL OR "responsible_play_block"."ends_at" > "responsible_play_block"."starts_at"),
	CONSTRAINT "responsible_play_block_player_blocks_end" CHECK ("responsible_play_block"."kind" = 'operator' OR "responsible_play_block"."ends_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "responsible_play_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "responsible_play_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor" text NOT NULL,
	"operator_id" uuid,
	"operator_name" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responsible_play_limit" (
	"player_id" uuid NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_requested_at" timestamp with time zone,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsible_play_limit_player_id_period_pk" PRIMARY KEY("player_id","period"),
	CONSTRAINT "responsible_play_limit_positive" CHECK ("responsible_play_limit"."amount" IS NULL OR "responsible_play_limit"."amount" > 0),
	CONSTRAINT "responsible_play_limit_pending_positive" CHECK ("responsible_play_limit"."pending_amount" IS NULL OR "responsible_play_limit"."pending_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "jurisdiction_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"effective_from" date NOT NULL,
	"allows_sign_up" boolean NOT NULL,
	"allows_purchase" boolean NOT NULL,
	"allows_sweepstakes_play" boolean NOT NULL,
	"allows_redemption" boolean NOT NULL,
	"allows_amoe" boolean NOT NULL,
	"minimum_age" integer DEFAULT 18 NOT NULL,
	"source_note" text NOT NULL,
	"is_confirmed" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "jurisdiction_rule_age" CHECK ("jurisdiction_rule"."minimum_age" BETWEEN 18 AND 25),
	CONSTRAINT "jurisdiction_rule_code" CHECK ("jurisdiction_rule"."code" ~ '^[A-Z]{2}(-[A-Z0-9]{1,3})?$')
);
--> statement-breakpoint
ALTER TABLE "player" ADD COLUMN "play_blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "amoe_request" ADD CONSTRAINT "amoe_request_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptance" ADD CONSTRAINT "terms_acceptance_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_geo_location" ADD CONSTRAINT "player_geo_location_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_check" ADD CONSTRAINT "identity_check_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_document" ADD CONSTRAINT "identity_document_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verification" ADD CONSTRAINT "identity_verification_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_play_block" ADD CONSTRAINT "responsible_play_block_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_play_event" ADD CONSTRAINT "responsible_play_event_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_play_limit" ADD CONSTRAINT "responsible_play_limit_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amoe_request_player" ON "amoe_request" USING btree ("player_id","requested_at");--> statement-breakpoint
CREATE INDEX "amoe_request_credited" ON "amoe_request" USING btree ("player_id","received_at") WHERE "amoe_request"."status" = 'credited';--> statement-breakpoint
CREATE INDEX "geo_block_report_created" ON "geo_block_report" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "identity_check_player" ON "identity_check" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_document_player" ON "identity_document" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_document_queue" ON "identity_document" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "responsible_play_block_player" ON "responsible_play_block" USING btree ("player_id","starts_at");--> statement-breakpoint
CREATE INDEX "responsible_play_block_kind" ON "responsible_play_block" USING btree ("kind","starts_at");--> statement-breakpoint
CREATE INDEX "responsible_play_event_player" ON "responsible_play_event" USING btree ("player_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jurisdiction_rule_code_from" ON "jurisdiction_rule" USING btree ("code","effective_from");--> statement-breakpoint
-- The history of responsible-play settings is append-only, as the audit log is: rows are inserted, never
-- changed or removed.
CREATE FUNCTION responsible_play_event_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on responsible_play_event refused: the responsible-play history is append-only', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER responsible_play_event_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON responsible_play_event
  FOR EACH STATEMENT EXECUTE FUNCTION responsible_play_event_is_append_only();
--> statement-breakpoint
-- The compliance module (issue #13): the KYC queue, jurisdiction rules, geo allow-list, AMOE letters and
-- responsible-play restrictions. Compliance officers run it; admins may too.
INSERT INTO operator_role_permission (role_id, permission) VALUES
  ('admin', 'compliance:write'), ('compliance', 'compliance:write'), ('support', 'compliance:read');
