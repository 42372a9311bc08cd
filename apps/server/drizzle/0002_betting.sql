CREATE TABLE "predictions" (
	"user_id" uuid NOT NULL,
	"prediction_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predictions_user_id_prediction_id_pk" PRIMARY KEY("user_id","prediction_id")
);
--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_selections_open_idx" ON "bet_selections" USING btree ("match_id") WHERE "bet_selections"."status" = 'open';