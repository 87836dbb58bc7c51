-- Social login (SPEC sections 3 and 4): a member's identity at a social provider's channel, linked at
-- registration. One subject of a channel belongs to one member of a tenant (the primary key), and a
-- member links at most one subject per channel (the unique index): both hold across instances.
CREATE TABLE IF NOT EXISTS "member_social_links" (
	"tenant" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"linked_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("tenant", "channel", "subject")
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "member_social_links_member_channel" ON "member_social_links" USING btree ("member_id", "channel");
