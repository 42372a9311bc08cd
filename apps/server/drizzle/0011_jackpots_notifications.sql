CREATE TABLE "jackpot_contributions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_contributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"jackpot_id" text NOT NULL,
	"level_code" text NOT NULL,
	"bet_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_contributions_amount_check" CHECK ("jackpot_contributions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jackpot_id" text NOT NULL,
	"level_code" text NOT NULL,
	"round" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"bet_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"seed" text NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_hits_amount_check" CHECK ("jackpot_hits"."amount" >= 0),
	CONSTRAINT "jackpot_hits_status_check" CHECK ("jackpot_hits"."status" in ('approved', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"jackpot_id" text NOT NULL,
	"code" text NOT NULL,
	"funded" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"force_hit" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_levels_jackpot_id_code_pk" PRIMARY KEY("jackpot_id","code"),
	CONSTRAINT "jackpot_levels_paid_check" CHECK ("jackpot_levels"."paid" >= 0 and "jackpot_levels"."funded" > 0),
	CONSTRAINT "jackpot_levels_state_check" CHECK ("jackpot_levels"."state" in ('active', 'created', 'disabled', 'finished', 'paused'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"params" jsonb NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"announced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_object_type_check" CHECK ("notifications"."object_type" in ('bet', 'bonus', 'jackpot_hit', 'payment', 'limit'))
);
--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_contributions_level_idx" ON "jackpot_contributions" USING btree ("jackpot_id","level_code");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_contributions_bet_idx" ON "jackpot_contributions" USING btree ("bet_id","jackpot_id","level_code");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_hits_round_idx" ON "jackpot_hits" USING btree ("jackpot_id","level_code","round");--> statement-breakpoint
CREATE INDEX "jackpot_hits_created_idx" ON "jackpot_hits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jackpot_hits_user_idx" ON "jackpot_hits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read" = false;--> statement-breakpoint
CREATE INDEX "notifications_unannounced_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."announced_at" is null;