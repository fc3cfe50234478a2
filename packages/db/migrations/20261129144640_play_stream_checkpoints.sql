CREATE TABLE "outbox_checkpoint" (
	"consumer" text PRIMARY KEY NOT NULL,
	"last_txid" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_event" ADD COLUMN "txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_event_stream" ON "outbox_event" USING btree ("txid","id");