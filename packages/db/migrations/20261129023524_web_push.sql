CREATE TABLE "web_push_delivery" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_push_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscription_id" bigint NOT NULL,
	"notification_id" bigint NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "web_push_subscription" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_push_subscription_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_push_vapid_key" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "web_push_delivery" ADD CONSTRAINT "web_push_delivery_subscription_id_web_push_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."web_push_subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_subscription" ADD CONSTRAINT "web_push_subscription_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "web_push_delivery_once" ON "web_push_delivery" USING btree ("subscription_id","notification_id");--> statement-breakpoint
CREATE INDEX "web_push_delivery_due" ON "web_push_delivery" USING btree ("next_attempt_at") WHERE "web_push_delivery"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "web_push_delivery_settled" ON "web_push_delivery" USING btree ("created_at") WHERE "web_push_delivery"."next_attempt_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "web_push_subscription_endpoint" ON "web_push_subscription" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "web_push_subscription_player" ON "web_push_subscription" USING btree ("player_id","refreshed_at");