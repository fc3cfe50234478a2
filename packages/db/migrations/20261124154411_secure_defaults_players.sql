-- Accounts that exist already keep their address as their canonical form: folding them here could merge
-- two accounts; new sign-ups are canonicalised by the server (canonicalEmail).
ALTER TABLE "player" ADD COLUMN "email_canonical" text;--> statement-breakpoint
UPDATE "player" SET "email_canonical" = "email";--> statement-breakpoint
ALTER TABLE "player" ALTER COLUMN "email_canonical" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "player" ADD COLUMN "is_code_sign_in_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Players who joined with a one-time code chose code sign-in.
UPDATE "player" SET "is_code_sign_in_enabled" = true WHERE "registration_funnel" = 'otp';--> statement-breakpoint
CREATE UNIQUE INDEX "player_brand_email_canonical" ON "player" USING btree ("brand_id","email_canonical");
