-- A jurisdiction's sign-up (issue 39): the CPF, birth date and gender a member gave, one member per
-- CPF and tenant (the unique index decides between concurrent sign-ups), and the risk warning's
-- acknowledgement per session.
CREATE TABLE IF NOT EXISTS "member_sign_ups" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"cpf" text CHECK ("cpf" IS NULL OR "cpf" ~ '^[0-9]{11}$'),
	"birth_date" text CHECK ("birth_date" IS NULL OR "birth_date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	"gender" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "member_sign_ups_tenant_cpf" ON "member_sign_ups" USING btree ("tenant", "cpf") WHERE "cpf" is not null;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "risk_acknowledged_at" timestamp with time zone;
