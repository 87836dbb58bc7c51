CREATE TABLE "promotion_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"comment" text NOT NULL,
	"images" jsonb NOT NULL,
	"bonus" bigint NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_offers" (
	"tenant" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"bonus" bigint NOT NULL,
	CONSTRAINT "promotion_offers_tenant_promotion_id_pk" PRIMARY KEY("tenant","promotion_id")
);
--> statement-breakpoint
CREATE INDEX "promotion_applications_member" ON "promotion_applications" USING btree ("tenant","member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_open" ON "promotion_applications" USING btree ("tenant","member_id","promotion_id") WHERE status <> 'rejected';