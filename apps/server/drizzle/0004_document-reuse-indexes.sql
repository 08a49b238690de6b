DROP INDEX "document_reuses_document_idx";--> statement-breakpoint
CREATE INDEX "document_reuses_vessel_idx" ON "document_reuses" USING btree ("vessel_id","created_at");--> statement-breakpoint
CREATE INDEX "document_reuses_document_idx" ON "document_reuses" USING btree ("document_id","type","reusage_decision","created_at");