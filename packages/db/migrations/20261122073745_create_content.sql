CREATE TABLE "brand_content" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"support_email" text NOT NULL,
	"affiliate_url" text NOT NULL,
	"trustpilot_rating_tenths" smallint NOT NULL,
	"trustpilot_url" text NOT NULL,
	"about" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"column" text NOT NULL,
	"position" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_page" (
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"effective_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_page_brand_id_name_locale_pk" PRIMARY KEY("brand_id","name","locale")
);
--> statement-breakpoint
CREATE TABLE "menu_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"placement" text NOT NULL,
	"section_title" jsonb,
	"section_position" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"url" text NOT NULL,
	"image" text,
	"image_active" text,
	"subsection_number" integer DEFAULT 0 NOT NULL,
	"is_granted_for_guest" boolean NOT NULL,
	"show_player_with_deposits" boolean NOT NULL,
	"show_player_without_deposits" boolean NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"animation_event" text,
	"is_external" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_network" (
	"brand_id" text NOT NULL,
	"id" text NOT NULL,
	"url" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "social_network_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "footer_link_brand_slug" ON "footer_link" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_item_brand_placement_slug" ON "menu_item" USING btree ("brand_id","placement","slug");