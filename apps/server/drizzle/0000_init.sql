CREATE TABLE "bet_selections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bet_id" uuid NOT NULL,
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"outcome_id" text NOT NULL,
	"odds" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ref" text NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"result" text DEFAULT 'no_results' NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"freebet_stake" bigint DEFAULT 0 NOT NULL,
	"odds" bigint NOT NULL,
	"potential_win" bigint NOT NULL,
	"win_amount" bigint,
	"cashout_amount" bigint,
	"bonus" jsonb,
	"system_id" text,
	"system_win_count" integer,
	"system_total_count" integer,
	"is_vip" boolean DEFAULT false NOT NULL,
	"used_in_jackpot" boolean DEFAULT false NOT NULL,
	"quick" boolean DEFAULT false NOT NULL,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_ref_unique" UNIQUE("ref"),
	CONSTRAINT "bets_type_check" CHECK ("bets"."type" in ('single', 'combo', 'system', 'custom_bet')),
	CONSTRAINT "bets_stake_check" CHECK ("bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"bet_id" uuid,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"currency" text,
	"bets" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"slug" text NOT NULL,
	"country_code" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_svg" text
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"names" json NOT NULL,
	"status" smallint NOT NULL,
	"outcomes" json NOT NULL,
	"groups" text[] DEFAULT '{}' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"feed_order" integer DEFAULT 0 NOT NULL,
	"most_balanced" boolean DEFAULT false NOT NULL,
	"custom_bet_groups" text[] DEFAULT '{}' NOT NULL,
	"provider" text NOT NULL,
	"next_bet_stop" bigint,
	"results" json,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_match_id_market_id_specifier_pk" PRIMARY KEY("match_id","market_id","specifier"),
	CONSTRAINT "markets_status_check" CHECK ("markets"."status" between -4 and 1)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"home_id" integer,
	"away_id" integer,
	"outright_names" jsonb,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"status" smallint NOT NULL,
	"clock" jsonb,
	"total_score" jsonb,
	"game_score" jsonb,
	"period_scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_period_number" integer,
	"current_server" text,
	"stage" text,
	"has_video" boolean DEFAULT false NOT NULL,
	"stadium" text,
	"city" text,
	"provider" text NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" between 0 and 5),
	CONSTRAINT "matches_type_check" CHECK ("matches"."type" in ('match', 'outright'))
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"provider" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "sports_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"main_market_outcomes_count" integer DEFAULT 0 NOT NULL,
	"secondary_market_outcomes_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_urn_id_unique" UNIQUE("urn_id")
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"template" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_balance_check" CHECK ("accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_type_target_id_pk" PRIMARY KEY("user_id","type","target_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"sportsbook_started_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stakes" bigint[],
	"auto_accept_odds_change" text,
	"odds_type" text,
	"push_subscription" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"country_code" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"phone_verified_at" timestamp with time zone,
	"confirmation_token_hash" text,
	"reset_password_token_hash" text,
	"reset_password_sent_at" timestamp with time zone,
	"unlock_token_hash" text,
	"failed_sign_in_count" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash"),
	CONSTRAINT "users_reset_password_token_hash_unique" UNIQUE("reset_password_token_hash"),
	CONSTRAINT "users_unlock_token_hash_unique" UNIQUE("unlock_token_hash"),
	CONSTRAINT "users_contact_check" CHECK ("users"."email" is not null or "users"."phone" is not null),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'blocked', 'locked', 'self_excluded', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_id_competitors_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_id_competitors_id_fk" FOREIGN KEY ("away_id") REFERENCES "public"."competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_selections_bet_idx" ON "bet_selections" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "bet_selections_market_idx" ON "bet_selections" USING btree ("match_id","market_id","specifier");--> statement-breakpoint
CREATE INDEX "bets_user_created_idx" ON "bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_status_idx" ON "bets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "idempotency_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_bet_idx" ON "ledger_entries" USING btree ("bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_kind_reference_idx" ON "ledger_entries" USING btree ("kind","reference") WHERE "ledger_entries"."reference" is not null;--> statement-breakpoint
CREATE INDEX "categories_sport_idx" ON "categories" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "matches_start_idx" ON "matches" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "matches_status_start_idx" ON "matches" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "matches_sport_start_idx" ON "matches" USING btree ("sport_id","start_time");--> statement-breakpoint
CREATE INDEX "matches_category_idx" ON "matches" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "matches_tournament_idx" ON "matches" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournaments_sport_idx" ON "tournaments" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "tournaments_category_idx" ON "tournaments" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "outbox_mails_pending_idx" ON "outbox_mails" USING btree ("send_after") WHERE "outbox_mails"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_currency_idx" ON "accounts" USING btree ("user_id","currency");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");