CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"room" text NOT NULL,
	"member_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"room" text NOT NULL,
	"last_id" integer NOT NULL,
	CONSTRAINT "chat_reads_tenant_member_id_room_pk" PRIMARY KEY("tenant","member_id","room")
);
--> statement-breakpoint
CREATE TABLE "chat_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"room" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "chat_messages_room" ON "chat_messages" USING btree ("tenant","room","id");--> statement-breakpoint
CREATE INDEX "chat_messages_rate" ON "chat_messages" USING btree ("tenant","member_id","created_at");