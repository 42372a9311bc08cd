CREATE TABLE "feed_controls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"command" jsonb NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
