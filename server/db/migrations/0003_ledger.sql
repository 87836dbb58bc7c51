CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"method_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"tenant" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"asset" text NOT NULL,
	"wallet" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_member_not_negative" CHECK ("ledger_accounts"."member_id" = 0 OR "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_asset" CHECK ("ledger_accounts"."asset" IN ('cash', 'points'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"kind" text NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "member_uplines" (
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"upline_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_balances" (
	"tenant" text NOT NULL,
	"member_id" integer PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_passwords" (
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"key" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ok" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_settings" (
	"tenant" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"deposit_methods" jsonb NOT NULL,
	"max_pending_deposits" integer DEFAULT 3 NOT NULL,
	"withdraw_min" bigint NOT NULL,
	"withdraw_max" bigint NOT NULL,
	"max_pending_withdrawals" integer DEFAULT 3 NOT NULL,
	"upline_min" bigint NOT NULL,
	"upline_max" bigint NOT NULL,
	"confirm_minutes" integer DEFAULT 30 NOT NULL,
	"demo_approve_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"withdrawal_id" bigint PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmation" text DEFAULT 'none' NOT NULL,
	"hold_transfer_id" bigint NOT NULL,
	"settle_transfer_id" bigint,
	"received_amount" bigint,
	"proof_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"confirm_by" timestamp with time zone,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_member" ON "deposits" USING btree ("tenant","member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_pending" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_tenant_key" ON "idempotency_keys" USING btree ("tenant","key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner" ON "ledger_accounts" USING btree ("tenant","member_id","asset","wallet");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_tenant_kind" ON "ledger_transfers" USING btree ("tenant","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_uplines_member" ON "member_uplines" USING btree ("tenant","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_passwords_member" ON "payment_passwords" USING btree ("tenant","member_id");--> statement-breakpoint
CREATE INDEX "withdrawals_member" ON "withdrawals" USING btree ("tenant","member_id","created_at");--> statement-breakpoint
-- members.balance moves into the ledger: the balances wait in opening_balances until the server books
-- each as an opening transfer (in the tenant's currency, which the server knows).
INSERT INTO "opening_balances" ("tenant", "member_id", "amount") SELECT "tenant", "id", "balance" FROM "members" WHERE "balance" > 0;--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "balance";--> statement-breakpoint
-- Transfers and entries are immutable: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger % rows are immutable (%)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION ledger_immutable();--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_immutable();--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON "ledger_transfers" FOR EACH STATEMENT EXECUTE FUNCTION ledger_immutable();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION ledger_immutable();