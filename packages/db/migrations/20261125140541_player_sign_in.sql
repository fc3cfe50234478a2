CREATE TABLE "player_sign_in" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_sign_in_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"method" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_sign_in" ADD CONSTRAINT "player_sign_in_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_sign_in_player" ON "player_sign_in" USING btree ("player_id","occurred_at");