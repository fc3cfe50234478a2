CREATE TABLE "brand_game" (
	"brand_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"position" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_game_brand_id_game_id_pk" PRIMARY KEY("brand_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "home_row" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_game" ADD CONSTRAINT "brand_game_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;