CREATE TABLE "bonus_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"trigger" text NOT NULL,
	"promo_code" text,
	"config" jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"issue_key" text NOT NULL,
	"currency" text,
	"amount" bigint,
	"times_used" integer DEFAULT 0 NOT NULL,
	"uses_count" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_bonuses_issue_key_unique" UNIQUE("issue_key"),
	CONSTRAINT "player_bonuses_uses_check" CHECK ("player_bonuses"."times_used" >= 0 and ("player_bonuses"."uses_count" is null or "player_bonuses"."times_used" <= "player_bonuses"."uses_count")),
	CONSTRAINT "player_bonuses_amount_check" CHECK ("player_bonuses"."amount" is null or "player_bonuses"."amount" > 0),
	CONSTRAINT "player_bonuses_status_check" CHECK ("player_bonuses"."status" in ('active', 'bonus_over', 'expired', 'deactivated', 'overridden'))
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_promo_code_idx" ON "bonus_campaigns" USING btree ("promo_code") WHERE "bonus_campaigns"."promo_code" is not null;--> statement-breakpoint
CREATE INDEX "player_bonuses_user_idx" ON "player_bonuses" USING btree ("user_id","created_at");