CREATE TABLE "feed_heartbeat" (
	"id" integer PRIMARY KEY NOT NULL,
	"instance" text NOT NULL,
	"ticked_at" timestamp with time zone NOT NULL
);
