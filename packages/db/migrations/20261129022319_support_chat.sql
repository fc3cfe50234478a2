CREATE TABLE "support_conversation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"brand_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_operator_id" uuid,
	"assigned_operator_name" text,
	"awaiting_reply" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_conversation_assigned_has_operator" CHECK ("support_conversation"."status" <> 'assigned' OR "support_conversation"."assigned_operator_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "support_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"author" text NOT NULL,
	"operator_id" uuid,
	"operator_name" text,
	"text" text NOT NULL,
	"client_message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_message_operator_named" CHECK (("support_message"."author" = 'operator') = ("support_message"."operator_id" IS NOT NULL AND "support_message"."operator_name" IS NOT NULL)),
	CONSTRAINT "support_message_text_length" CHECK (char_length("support_message"."text") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "support_conversation" ADD CONSTRAINT "support_conversation_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_message" ADD CONSTRAINT "support_message_conversation_id_support_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversation_player_brand" ON "support_conversation" USING btree ("player_id","brand_id");--> statement-breakpoint
CREATE INDEX "support_conversation_queue" ON "support_conversation" USING btree ("status","awaiting_reply","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_message_client_id" ON "support_message" USING btree ("conversation_id","client_message_id");--> statement-breakpoint
CREATE INDEX "support_message_conversation" ON "support_message" USING btree ("conversation_id","id");--> statement-breakpoint
-- The support inbox (decision 038): the admin and the support team answer players' chats; the other
-- built-in roles have no business in players' conversations.
INSERT INTO operator_role_permission (role_id, permission) VALUES
  ('admin', 'support:write'), ('support', 'support:write')
ON CONFLICT DO NOTHING;
