CREATE TABLE "fair_seed" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorite_game" (
	"player_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_game_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"provider_id" integer NOT NULL,
	"title" text NOT NULL,
	"engine_id" text,
	"rtp_basis_points" smallint NOT NULL,
	"volatility" text NOT NULL,
	"art_key" text NOT NULL,
	"description" jsonb NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"has_demo" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"stake_levels" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_collection" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"icon" text,
	"position" integer NOT NULL,
	"is_in_menu" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_collection_item" (
	"collection_slug" text NOT NULL,
	"game_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "game_collection_item_collection_slug_game_id_pk" PRIMARY KEY("collection_slug","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_provider" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"position" integer NOT NULL,
	"integration" text DEFAULT 'house' NOT NULL,
	CONSTRAINT "game_provider_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_round" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"provider_round_id" text NOT NULL,
	"game_session_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"game_mode" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_total" bigint DEFAULT 0 NOT NULL,
	"win_total" bigint DEFAULT 0 NOT NULL,
	"outcome" jsonb,
	"fair_seed_id" bigint,
	"nonce" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" uuid,
	"game_id" integer NOT NULL,
	"provider_slug" text NOT NULL,
	"mode" text NOT NULL,
	"game_mode" text NOT NULL,
	"demo_balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "wallet_transaction" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_slug" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"operation" text NOT NULL,
	"round_id" bigint,
	"bet_transaction_id" text,
	"amount" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"is_tombstone" boolean DEFAULT false NOT NULL,
	"is_rolled_back" boolean DEFAULT false NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fair_seed" ADD CONSTRAINT "fair_seed_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_game" ADD CONSTRAINT "favorite_game_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_game" ADD CONSTRAINT "favorite_game_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_provider_id_game_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_provider"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_item" ADD CONSTRAINT "game_collection_item_collection_slug_game_collection_slug_fk" FOREIGN KEY ("collection_slug") REFERENCES "public"."game_collection"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_item" ADD CONSTRAINT "game_collection_item_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_game_session_id_game_session_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_session" ADD CONSTRAINT "game_session_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_session" ADD CONSTRAINT "game_session_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transaction" ADD CONSTRAINT "wallet_transaction_round_id_game_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_round"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seed_one_active" ON "fair_seed" USING btree ("player_id") WHERE "fair_seed"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seed_hash" ON "fair_seed" USING btree ("server_seed_hash");--> statement-breakpoint
CREATE INDEX "game_provider_idx" ON "game" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_round_provider_round" ON "game_round" USING btree ("provider_slug","provider_round_id");--> statement-breakpoint
CREATE INDEX "game_round_player" ON "game_round" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_session_player" ON "game_session" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transaction_provider_id" ON "wallet_transaction" USING btree ("provider_slug","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "wallet_transaction_bet" ON "wallet_transaction" USING btree ("provider_slug","bet_transaction_id");--> statement-breakpoint
CREATE INDEX "outbox_event_unpublished" ON "outbox_event" USING btree ("id") WHERE "outbox_event"."published_at" is null;