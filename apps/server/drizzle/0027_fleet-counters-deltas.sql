ALTER TABLE "fleet_counters" DROP CONSTRAINT "fleet_counters_vessel_id_kind_due_day_pk";--> statement-breakpoint
CREATE INDEX "fleet_counters_vessel_idx" ON "fleet_counters" USING btree ("vessel_id","kind","due_day");--> statement-breakpoint
-- Writers only insert their deltas now: an upsert locked the counter row of a vessel, kind and day
-- until the writer's transaction ended, so an import batch made every change on that ship wait, and
-- two transactions locking rows in opposite orders could deadlock. Inserts wait for nobody; the
-- daily job folds the rows (apps/server/src/modules/fleet/stats-snapshot.service.ts).
CREATE OR REPLACE FUNCTION fleet_counters_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO fleet_counters (vessel_id, kind, due_day, n)
		SELECT o.vessel_id, k.kind, k.due_day, count(*)::int
		FROM new_rows r JOIN purchase_orders o ON o.id = r.order_id
		CROSS JOIN LATERAL fleet_counters_kinds(r.is_active, r.expert_list, r.crew_list, r.expert_waiting_for,
			r.expert_overdue_since, r.supplier_overdue_since, r.crew_overdue_since, r.has_table_a_hazmats, r.evaluation) k
		GROUP BY o.vessel_id, k.kind, k.due_day;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO fleet_counters (vessel_id, kind, due_day, n)
		SELECT o.vessel_id, k.kind, k.due_day, -count(*)::int
		FROM old_rows r JOIN purchase_orders o ON o.id = r.order_id
		CROSS JOIN LATERAL fleet_counters_kinds(r.is_active, r.expert_list, r.crew_list, r.expert_waiting_for,
			r.expert_overdue_since, r.supplier_overdue_since, r.crew_overdue_since, r.has_table_a_hazmats, r.evaluation) k
		GROUP BY o.vessel_id, k.kind, k.due_day;
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
		HAVING sum(c.delta) <> 0;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fleet_counters_order_move(from_vessel uuid, to_vessel uuid, order_id uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO fleet_counters (vessel_id, kind, due_day, n)
	SELECT v.vessel_id, k.kind, k.due_day, (count(*) * v.sign)::int
	FROM purchase_order_items i
	CROSS JOIN LATERAL fleet_counters_kinds(i.is_active, i.expert_list, i.crew_list, i.expert_waiting_for,
		i.expert_overdue_since, i.supplier_overdue_since, i.crew_overdue_since, i.has_table_a_hazmats, i.evaluation) k
	CROSS JOIN (VALUES (from_vessel, -1), (to_vessel, 1)) AS v(vessel_id, sign)
	WHERE i.order_id = fleet_counters_order_move.order_id AND v.vessel_id IS NOT NULL
	GROUP BY v.vessel_id, v.sign, k.kind, k.due_day
$$;
