CREATE TABLE "bonus_programmes" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"config" jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_programmes_type_check" CHECK ("bonus_programmes"."type" in ('hunting', 'lootbox', 'tournament', 'amb'))
);
--> statement-breakpoint
CREATE TABLE "programme_bet_credits" (
	"programme_id" text NOT NULL,
	"bet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"stake" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_bet_credits_programme_id_bet_id_pk" PRIMARY KEY("programme_id","bet_id")
);
--> statement-breakpoint
CREATE TABLE "programme_progress" (
	"programme_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"converted_points" integer DEFAULT 0 NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"stake_sum" bigint DEFAULT 0 NOT NULL,
	"claimed_ranges" integer DEFAULT 0 NOT NULL,
	"farmed_event_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"used_in_bets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_progress_programme_id_user_id_pk" PRIMARY KEY("programme_id","user_id"),
	CONSTRAINT "programme_progress_counts_check" CHECK ("programme_progress"."points" >= 0 and "programme_progress"."converted_points" >= 0 and "programme_progress"."converted_points" <= "programme_progress"."points" and "programme_progress"."bets_count" >= 0 and "programme_progress"."stake_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_pools" (
	"programme_id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"pool" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tournament_pools_pool_check" CHECK ("tournament_pools"."pool" >= 0)
);
--> statement-breakpoint
ALTER TABLE "programme_bet_credits" ADD CONSTRAINT "programme_bet_credits_programme_id_bonus_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."bonus_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_bet_credits" ADD CONSTRAINT "programme_bet_credits_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_progress" ADD CONSTRAINT "programme_progress_programme_id_bonus_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."bonus_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_progress" ADD CONSTRAINT "programme_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_pools" ADD CONSTRAINT "tournament_pools_programme_id_bonus_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."bonus_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_progress_rank_idx" ON "programme_progress" USING btree ("programme_id","stake_sum");