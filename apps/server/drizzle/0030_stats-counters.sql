ALTER TABLE "order_list_counters" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
-- The statistics' counts that are not a statistics field of the orders list (decision 0037): the
-- same conditions as statsConditions (apps/server/src/modules/stats/stats.counts.ts), which the
-- counters' recount test holds together with these. None depends on the time.
CREATE FUNCTION order_stats_steps(
	is_active boolean, category_relevancy text, review_status text, is_review_closed boolean,
	md_status text, sdoc_status text
) RETURNS TABLE (field text, at timestamptz, delta integer) LANGUAGE sql IMMUTABLE AS $$
	SELECT s.field, NULL::timestamptz, 1 FROM (VALUES
		(CASE WHEN md_status = 'supplier_rejected_request' OR sdoc_status = 'supplier_rejected_request'
			THEN 'supplier_cancelled' END),
		(CASE WHEN category_relevancy IN ('relevant', 'additional') AND md_status = 'ok' AND sdoc_status = 'ok'
			THEN 'supplier_completed' END),
		(CASE WHEN category_relevancy IN ('relevant', 'additional') AND is_review_closed = false
			AND (md_status = 'missing' OR sdoc_status = 'missing') THEN 'supplier_inactive' END),
		(CASE WHEN category_relevancy = 'relevant' AND review_status = 'closed' THEN 'items_completed_relevant' END),
		(CASE WHEN category_relevancy = 'additional' AND review_status = 'closed' THEN 'items_completed_additional' END)
	) AS s(field)
	WHERE is_active AND s.field IS NOT NULL
$$;
--> statement-breakpoint
-- Every counter step of an item: the orders list's (order_list_steps, which the list's total of
-- the current hour also reads) and the statistics' own.
CREATE FUNCTION order_counter_steps(i purchase_order_items)
RETURNS TABLE (field text, at timestamptz, delta integer) LANGUAGE sql STABLE AS $$
	SELECT * FROM order_list_steps(i.is_active, i.expert_waiting_for, i.expert_list, i.crew_list, i.crew_tab,
		i.category_relevancy, i.expert_overdue_since, i.supplier_overdue_since, i.crew_overdue_since,
		i.supplier_reminder1_at, i.supplier_reminder2_at)
	UNION ALL
	SELECT * FROM order_stats_steps(i.is_active, i.category_relevancy, i.review_status, i.is_review_closed,
		i.evaluation ->> 'md_status', i.evaluation ->> 'sdoc_status')
$$;
--> statement-breakpoint
-- As in migration 0029, with the supplier and the statistics' steps.
CREATE OR REPLACE FUNCTION order_list_counters_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO order_list_counters (bucket_id, vessel_id, supplier_id, expert_list, crew_list, field, hour, n)
		SELECT r.bucket_id, o.vessel_id, r.supplier_id, r.expert_list, r.crew_list, s.field, order_list_hour(s.at), sum(s.delta)::int
		FROM new_rows r JOIN purchase_orders o ON o.id = r.order_id
		CROSS JOIN LATERAL order_counter_steps(r) s
		GROUP BY 1, 2, 3, 4, 5, 6, 7
		HAVING sum(s.delta) <> 0;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO order_list_counters (bucket_id, vessel_id, supplier_id, expert_list, crew_list, field, hour, n)
		SELECT r.bucket_id, o.vessel_id, r.supplier_id, r.expert_list, r.crew_list, s.field, order_list_hour(s.at), -sum(s.delta)::int
		FROM old_rows r JOIN purchase_orders o ON o.id = r.order_id
		CROSS JOIN LATERAL order_counter_steps(r) s
		GROUP BY 1, 2, 3, 4, 5, 6, 7
		HAVING sum(s.delta) <> 0;
	ELSE
		INSERT INTO order_list_counters (bucket_id, vessel_id, supplier_id, expert_list, crew_list, field, hour, n)
		SELECT c.bucket_id, c.vessel_id, c.supplier_id, c.expert_list, c.crew_list, c.field, c.hour, sum(c.n)::int
		FROM (
			SELECT r.bucket_id, o.vessel_id, r.supplier_id, r.expert_list, r.crew_list, s.field, order_list_hour(s.at) AS hour, s.delta AS n
			FROM new_rows r JOIN purchase_orders o ON o.id = r.order_id
			CROSS JOIN LATERAL order_counter_steps(r) s
			UNION ALL
			SELECT r.bucket_id, o.vessel_id, r.supplier_id, r.expert_list, r.crew_list, s.field, order_list_hour(s.at), -s.delta
			FROM old_rows r JOIN purchase_orders o ON o.id = r.order_id
			CROSS JOIN LATERAL order_counter_steps(r) s
		) c
		GROUP BY 1, 2, 3, 4, 5, 6, 7
		HAVING sum(c.n) <> 0;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_list_counters_order_move(from_vessel uuid, to_vessel uuid, order_id uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO order_list_counters (bucket_id, vessel_id, supplier_id, expert_list, crew_list, field, hour, n)
	SELECT i.bucket_id, v.vessel_id, i.supplier_id, i.expert_list, i.crew_list, s.field, order_list_hour(s.at), (sum(s.delta) * v.sign)::int
	FROM purchase_order_items i
	CROSS JOIN LATERAL order_counter_steps(i) s
	CROSS JOIN (VALUES (from_vessel, -1), (to_vessel, 1)) AS v(vessel_id, sign)
	WHERE i.order_id = order_list_counters_order_move.order_id AND v.vessel_id IS NOT NULL
	GROUP BY i.bucket_id, v.vessel_id, v.sign, i.supplier_id, i.expert_list, i.crew_list, s.field, order_list_hour(s.at)
	HAVING sum(s.delta) <> 0
$$;
--> statement-breakpoint
-- The counters again from the items: now with their suppliers and the statistics' steps, the
-- hours more than a day old already folded into -infinity as the hourly job folds them.
DELETE FROM order_list_counters;
--> statement-breakpoint
INSERT INTO order_list_counters (bucket_id, vessel_id, supplier_id, expert_list, crew_list, field, hour, n)
SELECT i.bucket_id, o.vessel_id, i.supplier_id, i.expert_list, i.crew_list, s.field,
	CASE WHEN order_list_hour(s.at) < now() - interval '1 day' THEN '-infinity'::timestamptz ELSE order_list_hour(s.at) END,
	sum(s.delta)::int
FROM purchase_order_items i JOIN purchase_orders o ON o.id = i.order_id
CROSS JOIN LATERAL order_counter_steps(i) s
GROUP BY 1, 2, 3, 4, 5, 6, 7
HAVING sum(s.delta) <> 0;
