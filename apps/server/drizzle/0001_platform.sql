CREATE TABLE "phone_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_activity" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"last_tracked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_activity_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_limits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"period" text,
	"amount" bigint,
	"currency" text,
	"status" text NOT NULL,
	"confirm_until" timestamp with time zone,
	"disable_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_limits_status_check" CHECK ("user_limits"."status" in ('active', 'confirmed', 'confirmed_disabled', 'unconfirmed_disabled', 'unconfirmed', 'disabled')),
	CONSTRAINT "user_limits_amount_check" CHECK ("user_limits"."amount" is null or "user_limits"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "movement_id" uuid;--> statement-breakpoint
-- Entries written before double entry each stand alone: one movement apiece.
UPDATE "ledger_entries" SET "movement_id" = gen_random_uuid() WHERE "movement_id" IS NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "movement_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "channel" text DEFAULT 'mail' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sportsbook_continued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nickname" text;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_activity" ADD CONSTRAINT "player_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_limits" ADD CONSTRAINT "user_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_limits_user_type_idx" ON "user_limits" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "ledger_movement_idx" ON "ledger_entries" USING btree ("movement_id");--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_channel_check" CHECK ("outbox_mails"."channel" in ('mail', 'sms'));--> statement-breakpoint
-- The house (HOUSE_USER_ID in src/db/schema/players.ts): the other side of every ledger movement. No usable
-- password ("!" is no argon2 hash) and status closed: it never signs in. Its accounts per supported currency; the
-- wallet also creates any missing one at start.
INSERT INTO "users" ("id", "email", "password_hash", "status") VALUES ('00000000-0000-0000-0000-000000000000', 'house@sportsbook.invalid', '!', 'closed') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "accounts" ("user_id", "currency") SELECT '00000000-0000-0000-0000-000000000000', c FROM unnest(ARRAY['EUR', 'USD', 'GBP', 'BRL', 'BTC', 'USDT']) AS c ON CONFLICT DO NOTHING;
