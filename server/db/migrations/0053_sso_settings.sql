CREATE TABLE "account_sso_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"enforce_sso" boolean DEFAULT false NOT NULL,
	"allowed_domains" text[] DEFAULT '{}' NOT NULL,
	"saml_enabled" boolean DEFAULT false NOT NULL,
	"saml_sso_url" text,
	"saml_certificate" text,
	"saml_idp_entity_id" text,
	"saml_sp_entity_id" text,
	"saml_role_mappings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"saml_created_at" timestamp with time zone,
	"oidc_enabled" boolean DEFAULT false NOT NULL,
	"oidc_issuer" text,
	"oidc_client_id" text,
	"oidc_client_secret_sealed" text,
	"oidc_groups_claim" varchar(100) DEFAULT 'groups' NOT NULL,
	"oidc_role_mappings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_assertions" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"protocol" varchar(8) NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"account_id" integer NOT NULL,
	"protocol" varchar(8) NOT NULL,
	"nonce" text,
	"code_verifier" text,
	"request_id" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_sso_settings" ADD CONSTRAINT "account_sso_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_requests" ADD CONSTRAINT "sso_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_sso_settings_account_key" ON "account_sso_settings" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_assertions_key" ON "sso_assertions" USING btree ("issuer","assertion_id");--> statement-breakpoint
CREATE INDEX "sso_assertions_expiry_idx" ON "sso_assertions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_issuer_subject_key" ON "sso_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_requests_state_key" ON "sso_requests" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "sso_requests_request_id_idx" ON "sso_requests" USING btree ("request_id");