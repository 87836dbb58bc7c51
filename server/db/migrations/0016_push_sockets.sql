CREATE TABLE "push_sockets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "push_sockets_member" ON "push_sockets" USING btree ("tenant","member_id","opened_at");