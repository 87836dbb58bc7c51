CREATE TABLE "red_envelope_shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"envelope_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"claimed_at" timestamp with time zone,
	"transfer_id" bigint
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"sender_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"split" text NOT NULL,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"return_transfer_id" bigint
);
--> statement-breakpoint
ALTER TABLE "red_envelope_shares" ADD CONSTRAINT "red_envelope_shares_envelope_id_red_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."red_envelopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_shares_member" ON "red_envelope_shares" USING btree ("envelope_id","member_id");--> statement-breakpoint
CREATE INDEX "red_envelope_shares_recipient" ON "red_envelope_shares" USING btree ("tenant","member_id","state");--> statement-breakpoint
CREATE INDEX "red_envelopes_sender" ON "red_envelopes" USING btree ("tenant","sender_id","created_at");--> statement-breakpoint
CREATE INDEX "red_envelopes_expiry" ON "red_envelopes" USING btree ("tenant","expires_at");