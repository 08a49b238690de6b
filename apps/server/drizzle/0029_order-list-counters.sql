CREATE TABLE "order_list_counters" (
	"bucket_id" uuid NOT NULL,
	"vessel_id" uuid NOT NULL,
	"expert_list" text,
	"crew_list" text,
	"field" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "po_items_bucket_expert_list_idx";--> statement-breakpoint
DROP INDEX "po_items_bucket_crew_list_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_vessel_idx";--> statement-breakpoint
CREATE INDEX "order_list_counters_idx" ON "order_list_counters" USING btree ("bucket_id","field","hour");--> statement-breakpoint
CREATE INDEX "po_items_bucket_waiting_list_idx" ON "purchase_order_items" USING btree ("bucket_id","expert_waiting_for","created_at","id","expert_overdue_since","supplier_overdue_since") WHERE "purchase_order_items"."is_active";--> statement-breakpoint
CREATE INDEX "po_items_bucket_reminder1_idx" ON "purchase_order_items" USING btree ("bucket_id","supplier_reminder1_at") WHERE "purchase_order_items"."supplier_reminder1_at" is not null;--> statement-breakpoint
CREATE INDEX "po_items_bucket_reminder2_idx" ON "purchase_order_items" USING btree ("bucket_id","supplier_reminder2_at") WHERE "purchase_order_items"."supplier_reminder2_at" is not null;--> statement-breakpoint
CREATE INDEX "po_items_bucket_expert_list_idx" ON "purchase_order_items" USING btree ("bucket_id","expert_list","created_at","id","expert_overdue_since") WHERE "purchase_order_items"."is_active";--> statement-breakpoint
CREATE INDEX "po_items_bucket_crew_list_idx" ON "purchase_order_items" USING btree ("bucket_id","crew_list","created_at","id","order_id","crew_overdue_since","crew_tab") WHERE "purchase_order_items"."is_active";--> statement-breakpoint
CREATE INDEX "purchase_orders_vessel_idx" ON "purchase_orders" USING btree ("vessel_id","id");
--> statement-breakpoint
-- Where an order item counts in the orders list's totals (apps/server/src/db/schema/order-list-counters.ts,
-- decision 0034): `all` and every statistics field of the list filter, each as a step — from `at` on
-- the item counts (+1) or stops counting (-1); `at` is null for a field without time (always). The
-- same conditions as statsFieldFilter (apps/server/src/modules/order-items/order-item-filters.ts);
-- the list counters' recount test holds the two together. A change of a filter's condition changes
-- this function (a new migration).
CREATE FUNCTION order_list_steps(
	is_active boolean, expert_waiting_for text, expert_list text, crew_list text, crew_tab text,
	category_relevancy text, expert_overdue_since timestamptz, supplier_overdue_since timestamptz,
	crew_overdue_since timestamptz, supplier_reminder1_at timestamptz, supplier_reminder2_at timestamptz
) RETURNS TABLE (field text, at timestamptz, delta integer) LANGUAGE sql IMMUTABLE AS $$
	SELECT s.field, s.at, s.delta FROM (VALUES
		('all', NULL::timestamptz, 1, false),
		(CASE WHEN expert_waiting_for IN ('categorisation', 'documents', 'acceptance', 'closing_review')
			THEN 'expert_wait_for_' || expert_waiting_for || '_total' END, NULL, 1, false),
		(CASE WHEN expert_waiting_for IN ('categorisation', 'documents', 'acceptance', 'closing_review')
			THEN 'expert_wait_for_' || expert_waiting_for || '_overdue' END,
			CASE WHEN expert_waiting_for = 'documents' THEN least(supplier_overdue_since, expert_overdue_since)
				ELSE expert_overdue_since END, 1, true),
		(CASE WHEN expert_list = 'tasks' THEN 'expert_active_overdue' END, expert_overdue_since, 1, true),
		(CASE WHEN category_relevancy IN ('relevant', 'additional', 'not_relevant') THEN 'items_category_' || category_relevancy
			WHEN category_relevancy IS NULL OR category_relevancy = 'none' THEN 'items_category_unknown' END, NULL, 1, false),
		-- Reminder 1 is shown from its time until reminder 2's; reminder 2 until the supplier is overdue.
		('supplier_reminder1', supplier_reminder1_at, 1, true),
		(CASE WHEN supplier_reminder1_at IS NOT NULL AND supplier_reminder2_at IS NOT NULL THEN 'supplier_reminder1' END,
			greatest(supplier_reminder1_at, supplier_reminder2_at), -1, true),
		('supplier_reminder2', supplier_reminder2_at, 1, true),
		(CASE WHEN supplier_reminder2_at IS NOT NULL AND supplier_overdue_since IS NOT NULL THEN 'supplier_reminder2' END,
			greatest(supplier_reminder2_at, supplier_overdue_since), -1, true),
		(CASE WHEN crew_list = 'tasks' THEN 'crew_in_tasks_overdue' END, crew_overdue_since, 1, true),
		(CASE WHEN crew_list = 'tasks' AND crew_tab = 'a' THEN 'crew_in_tasks_overdue_tab_a' END, crew_overdue_since, 1, true),
		(CASE WHEN crew_list = 'tasks' AND crew_tab = 'b' THEN 'crew_in_tasks_overdue_tab_b' END, crew_overdue_since, 1, true)
	) AS s(field, at, delta, timed)
	WHERE is_active AND s.field IS NOT NULL AND (NOT s.timed OR s.at IS NOT NULL)
$$;
--> statement-breakpoint
-- The counter row's hour of a step: the (UTC) hour its time passes; -infinity for a field without time.
CREATE FUNCTION order_list_hour(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', '-infinity'::timestamptz)
$$;
--> statement-breakpoint
-- Inserts each statement's deltas (+ for the new rows, - for the old) on its items' company,
-- vessel (their order's) and lists. Insert only: concurrent writers never wait for one another and
-- add up in any order. Items whose order is gone (deleted with it) were taken off by the order's trigger.
CREATE FUNCTION order_list_counters_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO order_list_counters (bucket_id, vessel_id, expert_list, crew_list, field, hour, n)
		SELECT r.bucket_id, o.vessel_id, r.expert_list, r.crew_list, s.field, order_list_hour(s.at), sum(s.delta)::int
		FROM new_rows r JOIN purchase_orders o ON o.id = r.order_id
		CROSS JOIN LATERAL order_list_steps(r.is_active, r.expert_waiting_for, r.expert_list, r.crew_list, r.crew_tab,
			r.category_relevancy, r.expert_overdue_since, r.supplier_overdue_since, r.crew_overdue_since,
			r.supplier_reminder1_at, r.supplier_reminder2_at) s
		GROUP BY 1, 2, 3, 4, 5, 6
		HAVING sum(s.delta) <> 0;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO order_list_counters (bucket_id, vessel_id, expert_list, crew_list, field, hour, n)
		SELECT r.bucket_id, o.vessel_id, r.expert_list, r.crew_list, s.field, order_list_hour(s.at), -sum(s.delta)::int
		FROM old_rows r JOIN purchase_orders o ON o.id = r.order_id
		CROSS JOIN LATERAL order_list_steps(r.is_active, r.expert_waiting_for, r.expert_list, r.crew_list, r.crew_tab,
			r.category_relevancy, r.expert_overdue_since, r.supplier_overdue_since, r.crew_overdue_since,
			r.supplier_reminder1_at, r.supplier_reminder2_at) s
		GROUP BY 1, 2, 3, 4, 5, 6
		HAVING sum(s.delta) <> 0;
	ELSE
		INSERT INTO order_list_counters (bucket_id, vessel_id, expert_list, crew_list, field, hour, n)
		SELECT c.bucket_id, c.vessel_id, c.expert_list, c.crew_list, c.field, c.hour, sum(c.n)::int
		FROM (
			SELECT r.bucket_id, o.vessel_id, r.expert_list, r.crew_list, s.field, order_list_hour(s.at) AS hour, s.delta AS n
			FROM new_rows r JOIN purchase_orders o ON o.id = r.order_id
			CROSS JOIN LATERAL order_list_steps(r.is_active, r.expert_waiting_for, r.expert_list, r.crew_list, r.crew_tab,
				r.category_relevancy, r.expert_overdue_since, r.supplier_overdue_since, r.crew_overdue_since,
				r.supplier_reminder1_at, r.supplier_reminder2_at) s
			UNION ALL
			SELECT r.bucket_id, o.vessel_id, r.expert_list, r.crew_list, s.field, order_list_hour(s.at), -s.delta
			FROM old_rows r JOIN purchase_orders o ON o.id = r.order_id
			CROSS JOIN LATERAL order_list_steps(r.is_active, r.expert_waiting_for, r.expert_list, r.crew_list, r.crew_tab,
				r.category_relevancy, r.expert_overdue_since, r.supplier_overdue_since, r.crew_overdue_since,
				r.supplier_reminder1_at, r.supplier_reminder2_at) s
		) c
		GROUP BY 1, 2, 3, 4, 5, 6
		HAVING sum(c.n) <> 0;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_list_counters_items_insert AFTER INSERT ON purchase_order_items
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_list_counters_items();
--> statement-breakpoint
CREATE TRIGGER order_list_counters_items_update AFTER UPDATE ON purchase_order_items
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_list_counters_items();
--> statement-breakpoint
CREATE TRIGGER order_list_counters_items_delete AFTER DELETE ON purchase_order_items
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_list_counters_items();
--> statement-breakpoint
-- An order's items move with it: off the old vessel when it is deleted (before its items cascade
-- away, when the items' trigger can no longer find the order) or moved to another vessel.
CREATE FUNCTION order_list_counters_order_move(from_vessel uuid, to_vessel uuid, order_id uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO order_list_counters (bucket_id, vessel_id, expert_list, crew_list, field, hour, n)
	SELECT i.bucket_id, v.vessel_id, i.expert_list, i.crew_list, s.field, order_list_hour(s.at), (sum(s.delta) * v.sign)::int
	FROM purchase_order_items i
	CROSS JOIN LATERAL order_list_steps(i.is_active, i.expert_waiting_for, i.expert_list, i.crew_list, i.crew_tab,
		i.category_relevancy, i.expert_overdue_since, i.supplier_overdue_since, i.crew_overdue_since,
		i.supplier_reminder1_at, i.supplier_reminder2_at) s
	CROSS JOIN (VALUES (from_vessel, -1), (to_vessel, 1)) AS v(vessel_id, sign)
	WHERE i.order_id = order_list_counters_order_move.order_id AND v.vessel_id IS NOT NULL
	GROUP BY i.bucket_id, v.vessel_id, v.sign, i.expert_list, i.crew_list, s.field, order_list_hour(s.at)
	HAVING sum(s.delta) <> 0
$$;
--> statement-breakpoint
CREATE FUNCTION order_list_counters_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM order_list_counters_order_move(OLD.vessel_id, NULL, OLD.id);
		RETURN OLD;
	END IF;
	IF OLD.vessel_id IS DISTINCT FROM NEW.vessel_id THEN
		PERFORM order_list_counters_order_move(OLD.vessel_id, NEW.vessel_id, NEW.id);
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_list_counters_orders_delete BEFORE DELETE ON purchase_orders
	FOR EACH ROW EXECUTE FUNCTION order_list_counters_orders();
--> statement-breakpoint
CREATE TRIGGER order_list_counters_orders_move AFTER UPDATE OF vessel_id ON purchase_orders
	FOR EACH ROW EXECUTE FUNCTION order_list_counters_orders();
--> statement-breakpoint
-- The counters of the items already there.
INSERT INTO order_list_counters (bucket_id, vessel_id, expert_list, crew_list, field, hour, n)
SELECT i.bucket_id, o.vessel_id, i.expert_list, i.crew_list, s.field, order_list_hour(s.at), sum(s.delta)::int
FROM purchase_order_items i JOIN purchase_orders o ON o.id = i.order_id
CROSS JOIN LATERAL order_list_steps(i.is_active, i.expert_waiting_for, i.expert_list, i.crew_list, i.crew_tab,
	i.category_relevancy, i.expert_overdue_since, i.supplier_overdue_since, i.crew_overdue_since,
	i.supplier_reminder1_at, i.supplier_reminder2_at) s
GROUP BY 1, 2, 3, 4, 5, 6
HAVING sum(s.delta) <> 0;
