CREATE TABLE "feed_versions" (
	"feed_key" text PRIMARY KEY NOT NULL,
	"etag" text NOT NULL,
	"last_modified" timestamp with time zone NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
