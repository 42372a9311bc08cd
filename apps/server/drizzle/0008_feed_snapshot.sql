CREATE TABLE "feed_inputs" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"input" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_snapshot" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"state" bytea NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
