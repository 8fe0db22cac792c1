-- Slot 0024 (issue 44, ADR 0074): the record of the shopper's consent to the brand's policy, one row per protocol,
-- written in the protocol's own transaction. Hand-written (see docs/decisions/0038). The policy link is the brand's
-- address of the policy she accepted, not personal data: the row outlives an erasure with the protocol it belongs to.
CREATE TABLE "protocol_consents" (
	"protocol_id" integer PRIMARY KEY NOT NULL,
	"policy_link" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protocol_consents_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action
);
