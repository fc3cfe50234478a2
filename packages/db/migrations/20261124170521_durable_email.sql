ALTER TABLE "email_message" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_message" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_message" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_message_due" ON "email_message" USING btree ("next_attempt_at") WHERE "email_message"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "email_message_failed" ON "email_message" USING btree ("failed_at") WHERE "email_message"."failed_at" is not null;--> statement-breakpoint
-- Emails the old after-commit send left unsent (SMTP down, or the process stopped first) were kept "for a
-- later try": the email relay gives them that try now (docs/decisions/014-durable-email.md).
UPDATE "email_message" SET "next_attempt_at" = "created_at" WHERE "provider" = 'smtp' AND "sent_at" IS NULL;
