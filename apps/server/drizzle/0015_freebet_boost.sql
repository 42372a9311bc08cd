ALTER TABLE "player_bonuses" ADD COLUMN "boost_multiplier_bp" integer;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "boost_data" jsonb;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_boost_check" CHECK (("player_bonuses"."boost_multiplier_bp" is null) = ("player_bonuses"."boost_data" is null) and ("player_bonuses"."boost_multiplier_bp" is null or "player_bonuses"."boost_multiplier_bp" > 10000));--> statement-breakpoint
ALTER TABLE "programme_progress" ADD COLUMN "activated_at" timestamp with time zone;