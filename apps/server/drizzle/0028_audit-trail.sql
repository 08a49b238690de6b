CREATE TABLE "audit_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"subject_id" uuid,
	"bucket_id" uuid,
	"project_id" uuid,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_subject_idx" ON "audit_entries" USING btree ("subject_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_bucket_idx" ON "audit_entries" USING btree ("bucket_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_project_idx" ON "audit_entries" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at");--> statement-breakpoint
-- The audit trail's triggers (apps/server/src/audit/: audited-tables.ts says which tables and
-- columns, audit-trigger-sql.ts wrote the CREATE TRIGGER statements below from it). Arguments:
-- entity, audited columns, id column, subject column, bucket column, item column, project column.
-- The actor is what the transaction set in keelson.actor (JSON: kind, id); none means the system.
CREATE FUNCTION audit_actor() RETURNS jsonb LANGUAGE sql STABLE AS $$
	SELECT coalesce(nullif(current_setting('keelson.actor', true), '')::jsonb, '{"kind":"system"}'::jsonb)
$$;
--> statement-breakpoint
-- The company of a row: its own column, else the company of the item it belongs to.
CREATE FUNCTION audit_bucket_of(r jsonb, bucket_column text, item_column text) RETURNS uuid LANGUAGE sql STABLE AS $$
	SELECT coalesce(
		(r ->> nullif(bucket_column, ''))::uuid,
		(SELECT i.bucket_id FROM purchase_order_items i WHERE i.id = (r ->> nullif(item_column, ''))::uuid))
$$;
--> statement-breakpoint
-- [before, after] of each audited column that differs; null when none does.
CREATE FUNCTION audit_changes(before jsonb, after jsonb, columns text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT jsonb_object_agg(k, jsonb_build_array(before -> k, after -> k))
	FROM unnest(string_to_array(columns, ',')) AS k
	WHERE (before -> k) IS DISTINCT FROM (after -> k)
$$;
--> statement-breakpoint
CREATE FUNCTION audit_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	actor jsonb := audit_actor();
BEGIN
	INSERT INTO audit_entries (actor_kind, actor_id, entity, entity_id, action, subject_id, bucket_id, project_id, changes)
	SELECT actor ->> 'kind', actor ->> 'id', TG_ARGV[0], (r ->> TG_ARGV[2])::uuid, 'created',
		(r ->> TG_ARGV[3])::uuid, audit_bucket_of(r, TG_ARGV[4], TG_ARGV[5]), (r ->> nullif(TG_ARGV[6], ''))::uuid,
		coalesce(audit_changes('{}'::jsonb, jsonb_strip_nulls(r), TG_ARGV[1]), '{}'::jsonb)
	FROM (SELECT to_jsonb(n) AS r FROM new_rows n) AS rows;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	actor jsonb := audit_actor();
	r jsonb := to_jsonb(NEW);
	changes jsonb := audit_changes(to_jsonb(OLD), r, TG_ARGV[1]);
BEGIN
	IF changes IS NOT NULL THEN
		INSERT INTO audit_entries (actor_kind, actor_id, entity, entity_id, action, subject_id, bucket_id, project_id, changes)
		VALUES (actor ->> 'kind', actor ->> 'id', TG_ARGV[0], (r ->> TG_ARGV[2])::uuid, 'changed',
			(r ->> TG_ARGV[3])::uuid, audit_bucket_of(r, TG_ARGV[4], TG_ARGV[5]), (r ->> nullif(TG_ARGV[6], ''))::uuid,
			changes);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	actor jsonb := audit_actor();
BEGIN
	INSERT INTO audit_entries (actor_kind, actor_id, entity, entity_id, action, subject_id, bucket_id, project_id, changes)
	SELECT actor ->> 'kind', actor ->> 'id', TG_ARGV[0], (r ->> TG_ARGV[2])::uuid, 'deleted',
		(r ->> TG_ARGV[3])::uuid, audit_bucket_of(r, TG_ARGV[4], TG_ARGV[5]), (r ->> nullif(TG_ARGV[6], ''))::uuid,
		coalesce(audit_changes(jsonb_strip_nulls(r), '{}'::jsonb, TG_ARGV[1]), '{}'::jsonb)
	FROM (SELECT to_jsonb(o) AS r FROM old_rows o) AS rows;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_buckets_inserted" AFTER INSERT ON "buckets"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('bucket', 'name,type,dataowner_team_id,dataowner_user_id,archived,checked,settings', 'id', 'id', 'id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_buckets_updated" AFTER UPDATE OF "name", "type", "dataowner_team_id", "dataowner_user_id", "archived", "checked", "settings" ON "buckets"
	FOR EACH ROW WHEN ((OLD."name", OLD."type", OLD."dataowner_team_id", OLD."dataowner_user_id", OLD."archived", OLD."checked", OLD."settings") IS DISTINCT FROM (NEW."name", NEW."type", NEW."dataowner_team_id", NEW."dataowner_user_id", NEW."archived", NEW."checked", NEW."settings")) EXECUTE FUNCTION audit_updated('bucket', 'name,type,dataowner_team_id,dataowner_user_id,archived,checked,settings', 'id', 'id', 'id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_buckets_deleted" AFTER DELETE ON "buckets"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('bucket', 'name,type,dataowner_team_id,dataowner_user_id,archived,checked,settings', 'id', 'id', 'id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_bucket_projects_inserted" AFTER INSERT ON "bucket_projects"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('bucket_project', 'bucket_id,project_id,role', 'id', 'project_id', 'bucket_id', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_bucket_projects_updated" AFTER UPDATE OF "bucket_id", "project_id", "role" ON "bucket_projects"
	FOR EACH ROW WHEN ((OLD."bucket_id", OLD."project_id", OLD."role") IS DISTINCT FROM (NEW."bucket_id", NEW."project_id", NEW."role")) EXECUTE FUNCTION audit_updated('bucket_project', 'bucket_id,project_id,role', 'id', 'project_id', 'bucket_id', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_bucket_projects_deleted" AFTER DELETE ON "bucket_projects"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('bucket_project', 'bucket_id,project_id,role', 'id', 'project_id', 'bucket_id', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_projects_inserted" AFTER INSERT ON "projects"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('project', 'ship_id,name,type,dataowner_user_id,dataowner_team_id,access_to,pricing_model,removed,started_at,finished_at', 'id', 'id', '', '', 'id');
--> statement-breakpoint
CREATE TRIGGER "audit_projects_updated" AFTER UPDATE OF "ship_id", "name", "type", "dataowner_user_id", "dataowner_team_id", "access_to", "pricing_model", "removed", "started_at", "finished_at" ON "projects"
	FOR EACH ROW WHEN ((OLD."ship_id", OLD."name", OLD."type", OLD."dataowner_user_id", OLD."dataowner_team_id", OLD."access_to", OLD."pricing_model", OLD."removed", OLD."started_at", OLD."finished_at") IS DISTINCT FROM (NEW."ship_id", NEW."name", NEW."type", NEW."dataowner_user_id", NEW."dataowner_team_id", NEW."access_to", NEW."pricing_model", NEW."removed", NEW."started_at", NEW."finished_at")) EXECUTE FUNCTION audit_updated('project', 'ship_id,name,type,dataowner_user_id,dataowner_team_id,access_to,pricing_model,removed,started_at,finished_at', 'id', 'id', '', '', 'id');
--> statement-breakpoint
CREATE TRIGGER "audit_projects_deleted" AFTER DELETE ON "projects"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('project', 'ship_id,name,type,dataowner_user_id,dataowner_team_id,access_to,pricing_model,removed,started_at,finished_at', 'id', 'id', '', '', 'id');
--> statement-breakpoint
CREATE TRIGGER "audit_permissions_inserted" AFTER INSERT ON "permissions"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('permission', 'is_managed,access_mode,capabilities,status,subject_project_id,granted_to_user_id,granted_to_user_email,granted_to_team_id,issued_by_user_id,issued_by_team_id,not_valid_before,not_valid_after', 'id', 'subject_project_id', '', '', 'subject_project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_permissions_updated" AFTER UPDATE OF "is_managed", "access_mode", "capabilities", "status", "subject_project_id", "granted_to_user_id", "granted_to_user_email", "granted_to_team_id", "issued_by_user_id", "issued_by_team_id", "not_valid_before", "not_valid_after" ON "permissions"
	FOR EACH ROW WHEN ((OLD."is_managed", OLD."access_mode", OLD."capabilities", OLD."status", OLD."subject_project_id", OLD."granted_to_user_id", OLD."granted_to_user_email", OLD."granted_to_team_id", OLD."issued_by_user_id", OLD."issued_by_team_id", OLD."not_valid_before", OLD."not_valid_after") IS DISTINCT FROM (NEW."is_managed", NEW."access_mode", NEW."capabilities", NEW."status", NEW."subject_project_id", NEW."granted_to_user_id", NEW."granted_to_user_email", NEW."granted_to_team_id", NEW."issued_by_user_id", NEW."issued_by_team_id", NEW."not_valid_before", NEW."not_valid_after")) EXECUTE FUNCTION audit_updated('permission', 'is_managed,access_mode,capabilities,status,subject_project_id,granted_to_user_id,granted_to_user_email,granted_to_team_id,issued_by_user_id,issued_by_team_id,not_valid_before,not_valid_after', 'id', 'subject_project_id', '', '', 'subject_project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_permissions_deleted" AFTER DELETE ON "permissions"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('permission', 'is_managed,access_mode,capabilities,status,subject_project_id,granted_to_user_id,granted_to_user_email,granted_to_team_id,issued_by_user_id,issued_by_team_id,not_valid_before,not_valid_after', 'id', 'subject_project_id', '', '', 'subject_project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_teams_inserted" AFTER INSERT ON "teams"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('team', 'name,description,available_features', 'id', 'id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_teams_updated" AFTER UPDATE OF "name", "description", "available_features" ON "teams"
	FOR EACH ROW WHEN ((OLD."name", OLD."description", OLD."available_features") IS DISTINCT FROM (NEW."name", NEW."description", NEW."available_features")) EXECUTE FUNCTION audit_updated('team', 'name,description,available_features', 'id', 'id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_teams_deleted" AFTER DELETE ON "teams"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('team', 'name,description,available_features', 'id', 'id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_team_memberships_inserted" AFTER INSERT ON "team_memberships"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('team_membership', 'team_id,user_id,invited_email,status,role', 'id', 'team_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_team_memberships_updated" AFTER UPDATE OF "team_id", "user_id", "invited_email", "status", "role" ON "team_memberships"
	FOR EACH ROW WHEN ((OLD."team_id", OLD."user_id", OLD."invited_email", OLD."status", OLD."role") IS DISTINCT FROM (NEW."team_id", NEW."user_id", NEW."invited_email", NEW."status", NEW."role")) EXECUTE FUNCTION audit_updated('team_membership', 'team_id,user_id,invited_email,status,role', 'id', 'team_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_team_memberships_deleted" AFTER DELETE ON "team_memberships"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('team_membership', 'team_id,user_id,invited_email,status,role', 'id', 'team_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_ships_inserted" AFTER INSERT ON "ships"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('ship', 'imo,name,group_id', 'id', 'id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_ships_updated" AFTER UPDATE OF "imo", "name", "group_id" ON "ships"
	FOR EACH ROW WHEN ((OLD."imo", OLD."name", OLD."group_id") IS DISTINCT FROM (NEW."imo", NEW."name", NEW."group_id")) EXECUTE FUNCTION audit_updated('ship', 'imo,name,group_id', 'id', 'id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_ships_deleted" AFTER DELETE ON "ships"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('ship', 'imo,name,group_id', 'id', 'id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_vessels_inserted" AFTER INSERT ON "vessels"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('vessel', 'project_id,name,imo,extid', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_vessels_updated" AFTER UPDATE OF "project_id", "name", "imo", "extid" ON "vessels"
	FOR EACH ROW WHEN ((OLD."project_id", OLD."name", OLD."imo", OLD."extid") IS DISTINCT FROM (NEW."project_id", NEW."name", NEW."imo", NEW."extid")) EXECUTE FUNCTION audit_updated('vessel', 'project_id,name,imo,extid', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_vessels_deleted" AFTER DELETE ON "vessels"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('vessel', 'project_id,name,imo,extid', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_suppliers_inserted" AFTER INSERT ON "suppliers"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('supplier', 'extid,name,contact_emails,manual_reminders_reset_at', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_suppliers_updated" AFTER UPDATE OF "extid", "name", "contact_emails", "manual_reminders_reset_at" ON "suppliers"
	FOR EACH ROW WHEN ((OLD."extid", OLD."name", OLD."contact_emails", OLD."manual_reminders_reset_at") IS DISTINCT FROM (NEW."extid", NEW."name", NEW."contact_emails", NEW."manual_reminders_reset_at")) EXECUTE FUNCTION audit_updated('supplier', 'extid,name,contact_emails,manual_reminders_reset_at', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_suppliers_deleted" AFTER DELETE ON "suppliers"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('supplier', 'extid,name,contact_emails,manual_reminders_reset_at', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_supplier_portal_links_inserted" AFTER INSERT ON "supplier_portal_links"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('supplier_portal_link', 'supplier_id,email,revoked_at', 'id', 'supplier_id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_supplier_portal_links_updated" AFTER UPDATE OF "supplier_id", "email", "revoked_at" ON "supplier_portal_links"
	FOR EACH ROW WHEN ((OLD."supplier_id", OLD."email", OLD."revoked_at") IS DISTINCT FROM (NEW."supplier_id", NEW."email", NEW."revoked_at")) EXECUTE FUNCTION audit_updated('supplier_portal_link', 'supplier_id,email,revoked_at', 'id', 'supplier_id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_supplier_portal_links_deleted" AFTER DELETE ON "supplier_portal_links"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('supplier_portal_link', 'supplier_id,email,revoked_at', 'id', 'supplier_id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_articles_inserted" AFTER INSERT ON "articles"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('article', 'extid,impa_number,name,description,category_id', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_articles_updated" AFTER UPDATE OF "extid", "impa_number", "name", "description", "category_id" ON "articles"
	FOR EACH ROW WHEN ((OLD."extid", OLD."impa_number", OLD."name", OLD."description", OLD."category_id") IS DISTINCT FROM (NEW."extid", NEW."impa_number", NEW."name", NEW."description", NEW."category_id")) EXECUTE FUNCTION audit_updated('article', 'extid,impa_number,name,description,category_id', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_articles_deleted" AFTER DELETE ON "articles"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('article', 'extid,impa_number,name,description,category_id', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_categories_inserted" AFTER INSERT ON "categories"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('category', 'name,description,relevancy', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_categories_updated" AFTER UPDATE OF "name", "description", "relevancy" ON "categories"
	FOR EACH ROW WHEN ((OLD."name", OLD."description", OLD."relevancy") IS DISTINCT FROM (NEW."name", NEW."description", NEW."relevancy")) EXECUTE FUNCTION audit_updated('category', 'name,description,relevancy', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_categories_deleted" AFTER DELETE ON "categories"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('category', 'name,description,relevancy', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_purchase_orders_inserted" AFTER INSERT ON "purchase_orders"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('purchase_order', 'vessel_id,extid,requisition_number,order_number,status,ordered_at,forwarder_notified_at,confirmed_at,forwarder_warehouse_at,dispatched_at,sent_to_vessel_at,cancelled_at,remarks,supplier_ref', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_purchase_orders_updated" AFTER UPDATE OF "vessel_id", "extid", "requisition_number", "order_number", "status", "ordered_at", "forwarder_notified_at", "confirmed_at", "forwarder_warehouse_at", "dispatched_at", "sent_to_vessel_at", "cancelled_at", "remarks", "supplier_ref" ON "purchase_orders"
	FOR EACH ROW WHEN ((OLD."vessel_id", OLD."extid", OLD."requisition_number", OLD."order_number", OLD."status", OLD."ordered_at", OLD."forwarder_notified_at", OLD."confirmed_at", OLD."forwarder_warehouse_at", OLD."dispatched_at", OLD."sent_to_vessel_at", OLD."cancelled_at", OLD."remarks", OLD."supplier_ref") IS DISTINCT FROM (NEW."vessel_id", NEW."extid", NEW."requisition_number", NEW."order_number", NEW."status", NEW."ordered_at", NEW."forwarder_notified_at", NEW."confirmed_at", NEW."forwarder_warehouse_at", NEW."dispatched_at", NEW."sent_to_vessel_at", NEW."cancelled_at", NEW."remarks", NEW."supplier_ref")) EXECUTE FUNCTION audit_updated('purchase_order', 'vessel_id,extid,requisition_number,order_number,status,ordered_at,forwarder_notified_at,confirmed_at,forwarder_warehouse_at,dispatched_at,sent_to_vessel_at,cancelled_at,remarks,supplier_ref', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_purchase_orders_deleted" AFTER DELETE ON "purchase_orders"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('purchase_order', 'vessel_id,extid,requisition_number,order_number,status,ordered_at,forwarder_notified_at,confirmed_at,forwarder_warehouse_at,dispatched_at,sent_to_vessel_at,cancelled_at,remarks,supplier_ref', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_purchase_order_items_inserted" AFTER INSERT ON "purchase_order_items"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('order_item', 'order_id,supplier_id,article_id,is_active,extid,article_description,item_index,quantity_unit,quantity_ordered,quantity_delivered,delivered_at,delivery_code,remarks,is_based_on_ihm_initial_check,receiving_status,quantity_received,equipment_class,selected_article_category_id,selected_md_document_id,selected_sdoc_document_id,is_review_closed,has_new_data_to_review', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_purchase_order_items_updated" AFTER UPDATE OF "order_id", "supplier_id", "article_id", "is_active", "extid", "article_description", "item_index", "quantity_unit", "quantity_ordered", "quantity_delivered", "delivered_at", "delivery_code", "remarks", "is_based_on_ihm_initial_check", "receiving_status", "quantity_received", "equipment_class", "selected_article_category_id", "selected_md_document_id", "selected_sdoc_document_id", "is_review_closed", "has_new_data_to_review" ON "purchase_order_items"
	FOR EACH ROW WHEN ((OLD."order_id", OLD."supplier_id", OLD."article_id", OLD."is_active", OLD."extid", OLD."article_description", OLD."item_index", OLD."quantity_unit", OLD."quantity_ordered", OLD."quantity_delivered", OLD."delivered_at", OLD."delivery_code", OLD."remarks", OLD."is_based_on_ihm_initial_check", OLD."receiving_status", OLD."quantity_received", OLD."equipment_class", OLD."selected_article_category_id", OLD."selected_md_document_id", OLD."selected_sdoc_document_id", OLD."is_review_closed", OLD."has_new_data_to_review") IS DISTINCT FROM (NEW."order_id", NEW."supplier_id", NEW."article_id", NEW."is_active", NEW."extid", NEW."article_description", NEW."item_index", NEW."quantity_unit", NEW."quantity_ordered", NEW."quantity_delivered", NEW."delivered_at", NEW."delivery_code", NEW."remarks", NEW."is_based_on_ihm_initial_check", NEW."receiving_status", NEW."quantity_received", NEW."equipment_class", NEW."selected_article_category_id", NEW."selected_md_document_id", NEW."selected_sdoc_document_id", NEW."is_review_closed", NEW."has_new_data_to_review")) EXECUTE FUNCTION audit_updated('order_item', 'order_id,supplier_id,article_id,is_active,extid,article_description,item_index,quantity_unit,quantity_ordered,quantity_delivered,delivered_at,delivery_code,remarks,is_based_on_ihm_initial_check,receiving_status,quantity_received,equipment_class,selected_article_category_id,selected_md_document_id,selected_sdoc_document_id,is_review_closed,has_new_data_to_review', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_purchase_order_items_deleted" AFTER DELETE ON "purchase_order_items"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('order_item', 'order_id,supplier_id,article_id,is_active,extid,article_description,item_index,quantity_unit,quantity_ordered,quantity_delivered,delivered_at,delivery_code,remarks,is_based_on_ihm_initial_check,receiving_status,quantity_received,equipment_class,selected_article_category_id,selected_md_document_id,selected_sdoc_document_id,is_review_closed,has_new_data_to_review', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_order_item_check_results_inserted" AFTER INSERT ON "order_item_check_results"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('item_check_result', 'extid,hazmat,contamination,concentration,quantification_per_item_unit,quantification_unit,remarks,enabled', 'id', 'order_item_id', '', 'order_item_id', '');
--> statement-breakpoint
CREATE TRIGGER "audit_order_item_check_results_updated" AFTER UPDATE OF "extid", "hazmat", "contamination", "concentration", "quantification_per_item_unit", "quantification_unit", "remarks", "enabled" ON "order_item_check_results"
	FOR EACH ROW WHEN ((OLD."extid", OLD."hazmat", OLD."contamination", OLD."concentration", OLD."quantification_per_item_unit", OLD."quantification_unit", OLD."remarks", OLD."enabled") IS DISTINCT FROM (NEW."extid", NEW."hazmat", NEW."contamination", NEW."concentration", NEW."quantification_per_item_unit", NEW."quantification_unit", NEW."remarks", NEW."enabled")) EXECUTE FUNCTION audit_updated('item_check_result', 'extid,hazmat,contamination,concentration,quantification_per_item_unit,quantification_unit,remarks,enabled', 'id', 'order_item_id', '', 'order_item_id', '');
--> statement-breakpoint
CREATE TRIGGER "audit_order_item_check_results_deleted" AFTER DELETE ON "order_item_check_results"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('item_check_result', 'extid,hazmat,contamination,concentration,quantification_per_item_unit,quantification_unit,remarks,enabled', 'id', 'order_item_id', '', 'order_item_id', '');
--> statement-breakpoint
CREATE TRIGGER "audit_documents_inserted" AFTER INSERT ON "documents"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('document', 'type,extid,filename,file_size,content_type,remarks,valid_from,valid_to,added_by_supplier_id', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_documents_updated" AFTER UPDATE OF "type", "extid", "filename", "file_size", "content_type", "remarks", "valid_from", "valid_to", "added_by_supplier_id" ON "documents"
	FOR EACH ROW WHEN ((OLD."type", OLD."extid", OLD."filename", OLD."file_size", OLD."content_type", OLD."remarks", OLD."valid_from", OLD."valid_to", OLD."added_by_supplier_id") IS DISTINCT FROM (NEW."type", NEW."extid", NEW."filename", NEW."file_size", NEW."content_type", NEW."remarks", NEW."valid_from", NEW."valid_to", NEW."added_by_supplier_id")) EXECUTE FUNCTION audit_updated('document', 'type,extid,filename,file_size,content_type,remarks,valid_from,valid_to,added_by_supplier_id', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_documents_deleted" AFTER DELETE ON "documents"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('document', 'type,extid,filename,file_size,content_type,remarks,valid_from,valid_to,added_by_supplier_id', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_document_requests_inserted" AFTER INSERT ON "document_requests"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('document_request', 'supplier_id,document_type,is_closed,document_id,status,expert_task_status,supplier_task_status,expert_document_status,supplier_document_status', 'id', 'order_item_id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_document_requests_updated" AFTER UPDATE OF "supplier_id", "document_type", "is_closed", "document_id", "status", "expert_task_status", "supplier_task_status", "expert_document_status", "supplier_document_status" ON "document_requests"
	FOR EACH ROW WHEN ((OLD."supplier_id", OLD."document_type", OLD."is_closed", OLD."document_id", OLD."status", OLD."expert_task_status", OLD."supplier_task_status", OLD."expert_document_status", OLD."supplier_document_status") IS DISTINCT FROM (NEW."supplier_id", NEW."document_type", NEW."is_closed", NEW."document_id", NEW."status", NEW."expert_task_status", NEW."supplier_task_status", NEW."expert_document_status", NEW."supplier_document_status")) EXECUTE FUNCTION audit_updated('document_request', 'supplier_id,document_type,is_closed,document_id,status,expert_task_status,supplier_task_status,expert_document_status,supplier_document_status', 'id', 'order_item_id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_document_requests_deleted" AFTER DELETE ON "document_requests"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('document_request', 'supplier_id,document_type,is_closed,document_id,status,expert_task_status,supplier_task_status,expert_document_status,supplier_document_status', 'id', 'order_item_id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_document_reuses_inserted" AFTER INSERT ON "document_reuses"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('document_reuse', 'document_id,vessel_id,article_id,type,reusage_decision', 'id', 'document_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_document_reuses_updated" AFTER UPDATE OF "document_id", "vessel_id", "article_id", "type", "reusage_decision" ON "document_reuses"
	FOR EACH ROW WHEN ((OLD."document_id", OLD."vessel_id", OLD."article_id", OLD."type", OLD."reusage_decision") IS DISTINCT FROM (NEW."document_id", NEW."vessel_id", NEW."article_id", NEW."type", NEW."reusage_decision")) EXECUTE FUNCTION audit_updated('document_reuse', 'document_id,vessel_id,article_id,type,reusage_decision', 'id', 'document_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_document_reuses_deleted" AFTER DELETE ON "document_reuses"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('document_reuse', 'document_id,vessel_id,article_id,type,reusage_decision', 'id', 'document_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_order_item_storages_inserted" AFTER INSERT ON "order_item_storages"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('storage', 'quantity,location,remarks,deckplan_id,x,y', 'id', 'order_item_id', '', 'order_item_id', '');
--> statement-breakpoint
CREATE TRIGGER "audit_order_item_storages_updated" AFTER UPDATE OF "quantity", "location", "remarks", "deckplan_id", "x", "y" ON "order_item_storages"
	FOR EACH ROW WHEN ((OLD."quantity", OLD."location", OLD."remarks", OLD."deckplan_id", OLD."x", OLD."y") IS DISTINCT FROM (NEW."quantity", NEW."location", NEW."remarks", NEW."deckplan_id", NEW."x", NEW."y")) EXECUTE FUNCTION audit_updated('storage', 'quantity,location,remarks,deckplan_id,x,y', 'id', 'order_item_id', '', 'order_item_id', '');
--> statement-breakpoint
CREATE TRIGGER "audit_order_item_storages_deleted" AFTER DELETE ON "order_item_storages"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('storage', 'quantity,location,remarks,deckplan_id,x,y', 'id', 'order_item_id', '', 'order_item_id', '');
--> statement-breakpoint
CREATE TRIGGER "audit_order_item_installations_inserted" AFTER INSERT ON "order_item_installations"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('installation', 'quantity,location,remarks,deckplan_id,x,y,installed_at', 'id', 'order_item_id', '', 'order_item_id', '');
--> statement-breakpoint
CREATE TRIGGER "audit_order_item_installations_updated" AFTER UPDATE OF "quantity", "location", "remarks", "deckplan_id", "x", "y", "installed_at" ON "order_item_installations"
	FOR EACH ROW WHEN ((OLD."quantity", OLD."location", OLD."remarks", OLD."deckplan_id", OLD."x", OLD."y", OLD."installed_at") IS DISTINCT FROM (NEW."quantity", NEW."location", NEW."remarks", NEW."deckplan_id", NEW."x", NEW."y", NEW."installed_at")) EXECUTE FUNCTION audit_updated('installation', 'quantity,location,remarks,deckplan_id,x,y,installed_at', 'id', 'order_item_id', '', 'order_item_id', '');
--> statement-breakpoint
CREATE TRIGGER "audit_order_item_installations_deleted" AFTER DELETE ON "order_item_installations"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('installation', 'quantity,location,remarks,deckplan_id,x,y,installed_at', 'id', 'order_item_id', '', 'order_item_id', '');
--> statement-breakpoint
CREATE TRIGGER "audit_order_item_removals_inserted" AFTER INSERT ON "order_item_removals"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('removal', 'quantity,location,remarks,removed_at,source_deckplan_id,source_x,source_y,discharge_receipt_id,is_documented', 'id', 'order_item_id', '', 'order_item_id', '');
--> statement-breakpoint
CREATE TRIGGER "audit_order_item_removals_updated" AFTER UPDATE OF "quantity", "location", "remarks", "removed_at", "source_deckplan_id", "source_x", "source_y", "discharge_receipt_id", "is_documented" ON "order_item_removals"
	FOR EACH ROW WHEN ((OLD."quantity", OLD."location", OLD."remarks", OLD."removed_at", OLD."source_deckplan_id", OLD."source_x", OLD."source_y", OLD."discharge_receipt_id", OLD."is_documented") IS DISTINCT FROM (NEW."quantity", NEW."location", NEW."remarks", NEW."removed_at", NEW."source_deckplan_id", NEW."source_x", NEW."source_y", NEW."discharge_receipt_id", NEW."is_documented")) EXECUTE FUNCTION audit_updated('removal', 'quantity,location,remarks,removed_at,source_deckplan_id,source_x,source_y,discharge_receipt_id,is_documented', 'id', 'order_item_id', '', 'order_item_id', '');
--> statement-breakpoint
CREATE TRIGGER "audit_order_item_removals_deleted" AFTER DELETE ON "order_item_removals"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('removal', 'quantity,location,remarks,removed_at,source_deckplan_id,source_x,source_y,discharge_receipt_id,is_documented', 'id', 'order_item_id', '', 'order_item_id', '');
--> statement-breakpoint
CREATE TRIGGER "audit_tags_inserted" AFTER INSERT ON "tags"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('tag', 'code,medium,project_id,bucket_id,order_item_id,bound_at', 'id', 'order_item_id', 'bucket_id', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_tags_updated" AFTER UPDATE OF "code", "medium", "project_id", "bucket_id", "order_item_id", "bound_at" ON "tags"
	FOR EACH ROW WHEN ((OLD."code", OLD."medium", OLD."project_id", OLD."bucket_id", OLD."order_item_id", OLD."bound_at") IS DISTINCT FROM (NEW."code", NEW."medium", NEW."project_id", NEW."bucket_id", NEW."order_item_id", NEW."bound_at")) EXECUTE FUNCTION audit_updated('tag', 'code,medium,project_id,bucket_id,order_item_id,bound_at', 'id', 'order_item_id', 'bucket_id', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_tags_deleted" AFTER DELETE ON "tags"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('tag', 'code,medium,project_id,bucket_id,order_item_id,bound_at', 'id', 'order_item_id', 'bucket_id', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_rules_inserted" AFTER INSERT ON "rules"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('rule', 'type,is_user_defined,label,filter,action,category_id,disabled,is_user_confirmed,status', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_rules_updated" AFTER UPDATE OF "type", "is_user_defined", "label", "filter", "action", "category_id", "disabled", "is_user_confirmed", "status" ON "rules"
	FOR EACH ROW WHEN ((OLD."type", OLD."is_user_defined", OLD."label", OLD."filter", OLD."action", OLD."category_id", OLD."disabled", OLD."is_user_confirmed", OLD."status") IS DISTINCT FROM (NEW."type", NEW."is_user_defined", NEW."label", NEW."filter", NEW."action", NEW."category_id", NEW."disabled", NEW."is_user_confirmed", NEW."status")) EXECUTE FUNCTION audit_updated('rule', 'type,is_user_defined,label,filter,action,category_id,disabled,is_user_confirmed,status', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_rules_deleted" AFTER DELETE ON "rules"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('rule', 'type,is_user_defined,label,filter,action,category_id,disabled,is_user_confirmed,status', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_import_jobs_inserted" AFTER INSERT ON "import_jobs"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('import_job', 'number,type,file_type,source,file_name,status,api_connection_id', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_import_jobs_updated" AFTER UPDATE OF "number", "type", "file_type", "source", "file_name", "status", "api_connection_id" ON "import_jobs"
	FOR EACH ROW WHEN ((OLD."number", OLD."type", OLD."file_type", OLD."source", OLD."file_name", OLD."status", OLD."api_connection_id") IS DISTINCT FROM (NEW."number", NEW."type", NEW."file_type", NEW."source", NEW."file_name", NEW."status", NEW."api_connection_id")) EXECUTE FUNCTION audit_updated('import_job', 'number,type,file_type,source,file_name,status,api_connection_id', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_import_jobs_deleted" AFTER DELETE ON "import_jobs"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('import_job', 'number,type,file_type,source,file_name,status,api_connection_id', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_api_keys_inserted" AFTER INSERT ON "api_keys"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('api_key', 'name,prefix,revoked_at', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_api_keys_updated" AFTER UPDATE OF "name", "prefix", "revoked_at" ON "api_keys"
	FOR EACH ROW WHEN ((OLD."name", OLD."prefix", OLD."revoked_at") IS DISTINCT FROM (NEW."name", NEW."prefix", NEW."revoked_at")) EXECUTE FUNCTION audit_updated('api_key', 'name,prefix,revoked_at', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_api_keys_deleted" AFTER DELETE ON "api_keys"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('api_key', 'name,prefix,revoked_at', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_api_connections_inserted" AFTER INSERT ON "api_connections"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('api_connection', 'name,url,auth_type,file_type,source,schedule,disabled', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_api_connections_updated" AFTER UPDATE OF "name", "url", "auth_type", "file_type", "source", "schedule", "disabled" ON "api_connections"
	FOR EACH ROW WHEN ((OLD."name", OLD."url", OLD."auth_type", OLD."file_type", OLD."source", OLD."schedule", OLD."disabled") IS DISTINCT FROM (NEW."name", NEW."url", NEW."auth_type", NEW."file_type", NEW."source", NEW."schedule", NEW."disabled")) EXECUTE FUNCTION audit_updated('api_connection', 'name,url,auth_type,file_type,source,schedule,disabled', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_api_connections_deleted" AFTER DELETE ON "api_connections"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('api_connection', 'name,url,auth_type,file_type,source,schedule,disabled', 'id', 'id', 'bucket_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "audit_vessel_surveys_inserted" AFTER INSERT ON "vessel_surveys"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('vessel_survey', 'data', 'project_id', 'project_id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_vessel_surveys_updated" AFTER UPDATE OF "data" ON "vessel_surveys"
	FOR EACH ROW WHEN ((OLD."data") IS DISTINCT FROM (NEW."data")) EXECUTE FUNCTION audit_updated('vessel_survey', 'data', 'project_id', 'project_id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_vessel_surveys_deleted" AFTER DELETE ON "vessel_surveys"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('vessel_survey', 'data', 'project_id', 'project_id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_decks_inserted" AFTER INSERT ON "decks"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('deck', 'name,enabled,position', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_decks_updated" AFTER UPDATE OF "name", "enabled", "position" ON "decks"
	FOR EACH ROW WHEN ((OLD."name", OLD."enabled", OLD."position") IS DISTINCT FROM (NEW."name", NEW."enabled", NEW."position")) EXECUTE FUNCTION audit_updated('deck', 'name,enabled,position', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_decks_deleted" AFTER DELETE ON "decks"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('deck', 'name,enabled,position', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_deckplans_inserted" AFTER INSERT ON "deckplans"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('deckplan', 'deck_id,name,enabled,position,image_filename', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_deckplans_updated" AFTER UPDATE OF "deck_id", "name", "enabled", "position", "image_filename" ON "deckplans"
	FOR EACH ROW WHEN ((OLD."deck_id", OLD."name", OLD."enabled", OLD."position", OLD."image_filename") IS DISTINCT FROM (NEW."deck_id", NEW."name", NEW."enabled", NEW."position", NEW."image_filename")) EXECUTE FUNCTION audit_updated('deckplan', 'deck_id,name,enabled,position,image_filename', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_deckplans_deleted" AFTER DELETE ON "deckplans"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('deckplan', 'deck_id,name,enabled,position,image_filename', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_spots_inserted" AFTER INSERT ON "spots"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('spot', 'enabled,deck_id,deckplan_id,x,y,location,compartment,position,subposition', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_spots_updated" AFTER UPDATE OF "enabled", "deck_id", "deckplan_id", "x", "y", "location", "compartment", "position", "subposition" ON "spots"
	FOR EACH ROW WHEN ((OLD."enabled", OLD."deck_id", OLD."deckplan_id", OLD."x", OLD."y", OLD."location", OLD."compartment", OLD."position", OLD."subposition") IS DISTINCT FROM (NEW."enabled", NEW."deck_id", NEW."deckplan_id", NEW."x", NEW."y", NEW."location", NEW."compartment", NEW."position", NEW."subposition")) EXECUTE FUNCTION audit_updated('spot', 'enabled,deck_id,deckplan_id,x,y,location,compartment,position,subposition', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_spots_deleted" AFTER DELETE ON "spots"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('spot', 'enabled,deck_id,deckplan_id,x,y,location,compartment,position,subposition', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_checks_inserted" AFTER INSERT ON "checks"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('check', 'enabled,equipment,component,material,color,remarks,spot_id,deck_id,deckplan_id,vscp_entry_id,type,name,suspected_hazmats,equipment_classes,referenced_check_ids,approx_mass,document_analysis_results,index,contamination_level', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_checks_updated" AFTER UPDATE OF "enabled", "equipment", "component", "material", "color", "remarks", "spot_id", "deck_id", "deckplan_id", "vscp_entry_id", "type", "name", "suspected_hazmats", "equipment_classes", "referenced_check_ids", "approx_mass", "document_analysis_results", "index", "contamination_level" ON "checks"
	FOR EACH ROW WHEN ((OLD."enabled", OLD."equipment", OLD."component", OLD."material", OLD."color", OLD."remarks", OLD."spot_id", OLD."deck_id", OLD."deckplan_id", OLD."vscp_entry_id", OLD."type", OLD."name", OLD."suspected_hazmats", OLD."equipment_classes", OLD."referenced_check_ids", OLD."approx_mass", OLD."document_analysis_results", OLD."index", OLD."contamination_level") IS DISTINCT FROM (NEW."enabled", NEW."equipment", NEW."component", NEW."material", NEW."color", NEW."remarks", NEW."spot_id", NEW."deck_id", NEW."deckplan_id", NEW."vscp_entry_id", NEW."type", NEW."name", NEW."suspected_hazmats", NEW."equipment_classes", NEW."referenced_check_ids", NEW."approx_mass", NEW."document_analysis_results", NEW."index", NEW."contamination_level")) EXECUTE FUNCTION audit_updated('check', 'enabled,equipment,component,material,color,remarks,spot_id,deck_id,deckplan_id,vscp_entry_id,type,name,suspected_hazmats,equipment_classes,referenced_check_ids,approx_mass,document_analysis_results,index,contamination_level', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_checks_deleted" AFTER DELETE ON "checks"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('check', 'enabled,equipment,component,material,color,remarks,spot_id,deck_id,deckplan_id,vscp_entry_id,type,name,suspected_hazmats,equipment_classes,referenced_check_ids,approx_mass,document_analysis_results,index,contamination_level', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_survey_results_inserted" AFTER INSERT ON "survey_results"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('result', 'enabled,check_id,hazmat,contamination,concentration,concentration_unit,hazmat_details,remarks,recommendation', 'id', 'check_id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_survey_results_updated" AFTER UPDATE OF "enabled", "check_id", "hazmat", "contamination", "concentration", "concentration_unit", "hazmat_details", "remarks", "recommendation" ON "survey_results"
	FOR EACH ROW WHEN ((OLD."enabled", OLD."check_id", OLD."hazmat", OLD."contamination", OLD."concentration", OLD."concentration_unit", OLD."hazmat_details", OLD."remarks", OLD."recommendation") IS DISTINCT FROM (NEW."enabled", NEW."check_id", NEW."hazmat", NEW."contamination", NEW."concentration", NEW."concentration_unit", NEW."hazmat_details", NEW."remarks", NEW."recommendation")) EXECUTE FUNCTION audit_updated('result', 'enabled,check_id,hazmat,contamination,concentration,concentration_unit,hazmat_details,remarks,recommendation', 'id', 'check_id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_survey_results_deleted" AFTER DELETE ON "survey_results"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('result', 'enabled,check_id,hazmat,contamination,concentration,concentration_unit,hazmat_details,remarks,recommendation', 'id', 'check_id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_check_images_inserted" AFTER INSERT ON "check_images"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('check_image', 'enabled,check_id,rotation,crop,filename', 'id', 'check_id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_check_images_updated" AFTER UPDATE OF "enabled", "check_id", "rotation", "crop", "filename" ON "check_images"
	FOR EACH ROW WHEN ((OLD."enabled", OLD."check_id", OLD."rotation", OLD."crop", OLD."filename") IS DISTINCT FROM (NEW."enabled", NEW."check_id", NEW."rotation", NEW."crop", NEW."filename")) EXECUTE FUNCTION audit_updated('check_image', 'enabled,check_id,rotation,crop,filename', 'id', 'check_id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_check_images_deleted" AFTER DELETE ON "check_images"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('check_image', 'enabled,check_id,rotation,crop,filename', 'id', 'check_id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_check_resolutions_inserted" AFTER INSERT ON "check_resolutions"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('check_resolution', 'enabled,check_id,removed,removed_at,remarks,receipt_filename', 'id', 'check_id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_check_resolutions_updated" AFTER UPDATE OF "enabled", "check_id", "removed", "removed_at", "remarks", "receipt_filename" ON "check_resolutions"
	FOR EACH ROW WHEN ((OLD."enabled", OLD."check_id", OLD."removed", OLD."removed_at", OLD."remarks", OLD."receipt_filename") IS DISTINCT FROM (NEW."enabled", NEW."check_id", NEW."removed", NEW."removed_at", NEW."remarks", NEW."receipt_filename")) EXECUTE FUNCTION audit_updated('check_resolution', 'enabled,check_id,removed,removed_at,remarks,receipt_filename', 'id', 'check_id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_check_resolutions_deleted" AFTER DELETE ON "check_resolutions"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('check_resolution', 'enabled,check_id,removed,removed_at,remarks,receipt_filename', 'id', 'check_id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_vscp_entries_inserted" AFTER INSERT ON "vscp_entries"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('vscp_entry', 'enabled,equipment,component,material,color,remarks,check_type,suspected_hazmats,name,location_description,deck_id,deckplan_id,compartment,position,subposition,location,document_analysis_results,index', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_vscp_entries_updated" AFTER UPDATE OF "enabled", "equipment", "component", "material", "color", "remarks", "check_type", "suspected_hazmats", "name", "location_description", "deck_id", "deckplan_id", "compartment", "position", "subposition", "location", "document_analysis_results", "index" ON "vscp_entries"
	FOR EACH ROW WHEN ((OLD."enabled", OLD."equipment", OLD."component", OLD."material", OLD."color", OLD."remarks", OLD."check_type", OLD."suspected_hazmats", OLD."name", OLD."location_description", OLD."deck_id", OLD."deckplan_id", OLD."compartment", OLD."position", OLD."subposition", OLD."location", OLD."document_analysis_results", OLD."index") IS DISTINCT FROM (NEW."enabled", NEW."equipment", NEW."component", NEW."material", NEW."color", NEW."remarks", NEW."check_type", NEW."suspected_hazmats", NEW."name", NEW."location_description", NEW."deck_id", NEW."deckplan_id", NEW."compartment", NEW."position", NEW."subposition", NEW."location", NEW."document_analysis_results", NEW."index")) EXECUTE FUNCTION audit_updated('vscp_entry', 'enabled,equipment,component,material,color,remarks,check_type,suspected_hazmats,name,location_description,deck_id,deckplan_id,compartment,position,subposition,location,document_analysis_results,index', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_vscp_entries_deleted" AFTER DELETE ON "vscp_entries"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('vscp_entry', 'enabled,equipment,component,material,color,remarks,check_type,suspected_hazmats,name,location_description,deck_id,deckplan_id,compartment,position,subposition,location,document_analysis_results,index', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_signatures_inserted" AFTER INSERT ON "signatures"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('signature', 'enabled,target,function,person_name,person_role,location,date,index', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_signatures_updated" AFTER UPDATE OF "enabled", "target", "function", "person_name", "person_role", "location", "date", "index" ON "signatures"
	FOR EACH ROW WHEN ((OLD."enabled", OLD."target", OLD."function", OLD."person_name", OLD."person_role", OLD."location", OLD."date", OLD."index") IS DISTINCT FROM (NEW."enabled", NEW."target", NEW."function", NEW."person_name", NEW."person_role", NEW."location", NEW."date", NEW."index")) EXECUTE FUNCTION audit_updated('signature', 'enabled,target,function,person_name,person_role,location,date,index', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_signatures_deleted" AFTER DELETE ON "signatures"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('signature', 'enabled,target,function,person_name,person_role,location,date,index', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_attachments_inserted" AFTER INSERT ON "attachments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('attachment', 'enabled,type,title,related_hazmats,index,filename', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_attachments_updated" AFTER UPDATE OF "enabled", "type", "title", "related_hazmats", "index", "filename" ON "attachments"
	FOR EACH ROW WHEN ((OLD."enabled", OLD."type", OLD."title", OLD."related_hazmats", OLD."index", OLD."filename") IS DISTINCT FROM (NEW."enabled", NEW."type", NEW."title", NEW."related_hazmats", NEW."index", NEW."filename")) EXECUTE FUNCTION audit_updated('attachment', 'enabled,type,title,related_hazmats,index,filename', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_attachments_deleted" AFTER DELETE ON "attachments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('attachment', 'enabled,type,title,related_hazmats,index,filename', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_generated_reports_inserted" AFTER INSERT ON "generated_reports"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted('report', 'type,template,variant,period_from,period_to,with_photos,status,version', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_generated_reports_updated" AFTER UPDATE OF "type", "template", "variant", "period_from", "period_to", "with_photos", "status", "version" ON "generated_reports"
	FOR EACH ROW WHEN ((OLD."type", OLD."template", OLD."variant", OLD."period_from", OLD."period_to", OLD."with_photos", OLD."status", OLD."version") IS DISTINCT FROM (NEW."type", NEW."template", NEW."variant", NEW."period_from", NEW."period_to", NEW."with_photos", NEW."status", NEW."version")) EXECUTE FUNCTION audit_updated('report', 'type,template,variant,period_from,period_to,with_photos,status,version', 'id', 'id', '', '', 'project_id');
--> statement-breakpoint
CREATE TRIGGER "audit_generated_reports_deleted" AFTER DELETE ON "generated_reports"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted('report', 'type,template,variant,period_from,period_to,with_photos,status,version', 'id', 'id', '', '', 'project_id');
