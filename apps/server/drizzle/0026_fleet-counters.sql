CREATE TABLE "fleet_counters" (
	"vessel_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "fleet_counters_vessel_id_kind_due_day_pk" PRIMARY KEY("vessel_id","kind","due_day")
);
--> statement-breakpoint
CREATE INDEX "po_items_bucket_documents_wait_idx" ON "purchase_order_items" USING btree ("bucket_id","supplier_id","supplier_overdue_since","expert_overdue_since","order_id") WHERE "purchase_order_items"."is_active" and "purchase_order_items"."expert_waiting_for" = 'documents';
--> statement-breakpoint
-- What an order item counts in (apps/server/src/db/schema/fleet-counters.ts): the same conditions as
-- the statistics' expert_active, expert_active_overdue, wait_for_documents_overdue and
-- crew_in_tasks_overdue (apps/server/src/modules/stats/stats.counts.ts) and the fleet's Table A on
-- board; a deadline counts on its UTC day. The fleet recount test holds the two together.
CREATE FUNCTION fleet_counters_kinds(
	is_active boolean, expert_list text, crew_list text, expert_waiting_for text,
	expert_overdue_since timestamptz, supplier_overdue_since timestamptz, crew_overdue_since timestamptz,
	has_table_a_hazmats boolean, evaluation jsonb
) RETURNS TABLE (kind text, due_day date) LANGUAGE sql IMMUTABLE AS $$
	SELECT k.kind, k.due_day FROM (VALUES
		(CASE WHEN is_active AND expert_list = 'tasks' THEN 'open_expert' END, 'infinity'::date),
		(CASE WHEN is_active AND expert_list = 'tasks' AND expert_overdue_since IS NOT NULL THEN 'expert_due' END,
			(expert_overdue_since AT TIME ZONE 'UTC')::date),
		(CASE WHEN is_active AND expert_waiting_for = 'documents'
				AND least(supplier_overdue_since, expert_overdue_since) IS NOT NULL THEN 'documents_due' END,
			(least(supplier_overdue_since, expert_overdue_since) AT TIME ZONE 'UTC')::date),
		(CASE WHEN is_active AND crew_list = 'tasks' AND crew_overdue_since IS NOT NULL THEN 'crew_due' END,
			(crew_overdue_since AT TIME ZONE 'UTC')::date),
		(CASE WHEN is_active AND has_table_a_hazmats
				AND coalesce((evaluation ->> 'quantity_on_vessel')::float8, 0) > 0 THEN 'table_a' END, 'infinity'::date)
	) AS k(kind, due_day) WHERE k.kind IS NOT NULL
$$;
--> statement-breakpoint
-- Adds each changed item's contributions (+1 for the new row, -1 for the old) to its order's vessel.
-- Deltas add up in any order, so concurrent transactions cannot lose one. Items whose order is gone
-- (deleted with it) were already taken off by the order's own trigger.
CREATE FUNCTION fleet_counters_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO fleet_counters (vessel_id, kind, due_day, n)
		SELECT o.vessel_id, k.kind, k.due_day, count(*)::int
		FROM new_rows r JOIN purchase_orders o ON o.id = r.order_id
		CROSS JOIN LATERAL fleet_counters_kinds(r.is_active, r.expert_list, r.crew_list, r.expert_waiting_for,
			r.expert_overdue_since, r.supplier_overdue_since, r.crew_overdue_since, r.has_table_a_hazmats, r.evaluation) k
		GROUP BY o.vessel_id, k.kind, k.due_day
		ON CONFLICT (vessel_id, kind, due_day) DO UPDATE SET n = fleet_counters.n + excluded.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO fleet_counters (vessel_id, kind, due_day, n)
		SELECT o.vessel_id, k.kind, k.due_day, -count(*)::int
		FROM old_rows r JOIN purchase_orders o ON o.id = r.order_id
		CROSS JOIN LATERAL fleet_counters_kinds(r.is_active, r.expert_list, r.crew_list, r.expert_waiting_for,
			r.expert_overdue_since, r.supplier_overdue_since, r.crew_overdue_since, r.has_table_a_hazmats, r.evaluation) k
		GROUP BY o.vessel_id, k.kind, k.due_day
		ON CONFLICT (vessel_id, kind, due_day) DO UPDATE SET n = fleet_counters.n + excluded.n;
	ELSE
		INSERT INTO fleet_counters (vessel_id, kind, due_day, n)
		SELECT c.vessel_id, c.kind, c.due_day, sum(c.delta)::int
		FROM (
			SELECT o.vessel_id, k.kind, k.due_day, 1 AS delta
			FROM new_rows r JOIN purchase_orders o ON o.id = r.order_id
			CROSS JOIN LATERAL fleet_counters_kinds(r.is_active, r.expert_list, r.crew_list, r.expert_waiting_for,
				r.expert_overdue_since, r.supplier_overdue_since, r.crew_overdue_since, r.has_table_a_hazmats, r.evaluation) k
			UNION ALL
			SELECT o.vessel_id, k.kind, k.due_day, -1
			FROM old_rows r JOIN purchase_orders o ON o.id = r.order_id
			CROSS JOIN LATERAL fleet_counters_kinds(r.is_active, r.expert_list, r.crew_list, r.expert_waiting_for,
				r.expert_overdue_since, r.supplier_overdue_since, r.crew_overdue_since, r.has_table_a_hazmats, r.evaluation) k
		) c
		GROUP BY c.vessel_id, c.kind, c.due_day
		HAVING sum(c.delta) <> 0
		ON CONFLICT (vessel_id, kind, due_day) DO UPDATE SET n = fleet_counters.n + excluded.n;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER fleet_counters_items_insert AFTER INSERT ON purchase_order_items
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleet_counters_items();
--> statement-breakpoint
CREATE TRIGGER fleet_counters_items_update AFTER UPDATE ON purchase_order_items
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleet_counters_items();
--> statement-breakpoint
CREATE TRIGGER fleet_counters_items_delete AFTER DELETE ON purchase_order_items
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleet_counters_items();
--> statement-breakpoint
-- An order's items move with it: off the old vessel when it is deleted (before its items cascade
-- away, when the items' trigger can no longer find the order) or moved to another vessel.
CREATE FUNCTION fleet_counters_order_move(from_vessel uuid, to_vessel uuid, order_id uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO fleet_counters (vessel_id, kind, due_day, n)
	SELECT v.vessel_id, k.kind, k.due_day, (count(*) * v.sign)::int
	FROM purchase_order_items i
	CROSS JOIN LATERAL fleet_counters_kinds(i.is_active, i.expert_list, i.crew_list, i.expert_waiting_for,
		i.expert_overdue_since, i.supplier_overdue_since, i.crew_overdue_since, i.has_table_a_hazmats, i.evaluation) k
	CROSS JOIN (VALUES (from_vessel, -1), (to_vessel, 1)) AS v(vessel_id, sign)
	WHERE i.order_id = fleet_counters_order_move.order_id AND v.vessel_id IS NOT NULL
	GROUP BY v.vessel_id, v.sign, k.kind, k.due_day
	ON CONFLICT (vessel_id, kind, due_day) DO UPDATE SET n = fleet_counters.n + excluded.n
$$;
--> statement-breakpoint
CREATE FUNCTION fleet_counters_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM fleet_counters_order_move(OLD.vessel_id, NULL, OLD.id);
		RETURN OLD;
	END IF;
	IF OLD.vessel_id IS DISTINCT FROM NEW.vessel_id THEN
		PERFORM fleet_counters_order_move(OLD.vessel_id, NEW.vessel_id, NEW.id);
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER fleet_counters_orders_delete BEFORE DELETE ON purchase_orders
	FOR EACH ROW EXECUTE FUNCTION fleet_counters_orders();
--> statement-breakpoint
CREATE TRIGGER fleet_counters_orders_move AFTER UPDATE OF vessel_id ON purchase_orders
	FOR EACH ROW EXECUTE FUNCTION fleet_counters_orders();
--> statement-breakpoint
-- The counters of the items already there.
INSERT INTO fleet_counters (vessel_id, kind, due_day, n)
SELECT o.vessel_id, k.kind, k.due_day, count(*)::int
FROM purchase_order_items i JOIN purchase_orders o ON o.id = i.order_id
CROSS JOIN LATERAL fleet_counters_kinds(i.is_active, i.expert_list, i.crew_list, i.expert_waiting_for,
	i.expert_overdue_since, i.supplier_overdue_since, i.crew_overdue_since, i.has_table_a_hazmats, i.evaluation) k
GROUP BY o.vessel_id, k.kind, k.due_day;
