CREATE TABLE "home_banner" (
	"brand_id" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"audience" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb,
	"button_text" jsonb NOT NULL,
	"link" text NOT NULL,
	"art_key" text NOT NULL,
	"art_theme" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "home_banner_brand_id_slug_pk" PRIMARY KEY("brand_id","slug")
);
--> statement-breakpoint
CREATE TABLE "home_page" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"seo_title" jsonb NOT NULL,
	"seo_description" jsonb NOT NULL,
	"info_plate_text" jsonb,
	"info_plate_link" text,
	"game_of_week_id" integer,
	"game_of_week_title" jsonb,
	"game_of_week_description" jsonb,
	"show_sample_winners" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_promotion" (
	"brand_id" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"link" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "home_promotion_brand_id_slug_pk" PRIMARY KEY("brand_id","slug")
);
--> statement-breakpoint
CREATE TABLE "home_row" (
	"brand_id" text NOT NULL,
	"collection_slug" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "home_row_brand_id_collection_slug_pk" PRIMARY KEY("brand_id","collection_slug")
);
--> statement-breakpoint
CREATE TABLE "home_sample_winner" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"game_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"seconds_ago" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "art_theme" jsonb;--> statement-breakpoint
ALTER TABLE "home_page" ADD CONSTRAINT "home_page_game_of_week_id_game_id_fk" FOREIGN KEY ("game_of_week_id") REFERENCES "public"."game"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_row" ADD CONSTRAINT "home_row_collection_slug_game_collection_slug_fk" FOREIGN KEY ("collection_slug") REFERENCES "public"."game_collection"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_sample_winner" ADD CONSTRAINT "home_sample_winner_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_round_recent_wins" ON "game_round" USING btree ("settled_at" DESC NULLS LAST) WHERE "game_round"."status" = 'settled' and "game_round"."win_total" > 0;