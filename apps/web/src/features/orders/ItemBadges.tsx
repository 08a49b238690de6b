import { Badge, Group } from '@mantine/core';
import type { TOrderItem } from '../../api/orders.ts';
import { formatDay } from '../../lib/format.ts';
import type { EvaluationView } from './evaluation-view.ts';
import { overdue } from './evaluation-view.ts';
import { CREW_DISPLAY_BADGES, EXPERT_DISPLAY_BADGES } from './order-labels.ts';

/** The expert display as a readable badge (spec section 4: it follows the first proposed action). */
export function ExpertDisplayBadge({ view }: { view: EvaluationView }) {
  if (!view.expertDisplay) return <>–</>;
  const badge = EXPERT_DISPLAY_BADGES[view.expertDisplay];
  return (
    <Badge color={badge.color} variant="light" tt="none" className="whole-badge">
      {badge.label}
    </Badge>
  );
}

const REQUESTED = new Set(['expert_requested_document', 'expert_requested_verification']);

/** Which declarations are out with the supplier: so a row shows at once that its requests went out. */
export function RequestedBadge({ view }: { view: EvaluationView }) {
  const parts = [
    REQUESTED.has(view.mdStatus ?? '') ? 'MD' : null,
    REQUESTED.has(view.sdocStatus ?? '') ? 'SDoC' : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Badge color="gray" variant="outline" tt="none" className="whole-badge">
      {parts.join(' and ')} requested
    </Badge>
  );
}

export function CrewDisplayBadge({ view }: { view: EvaluationView }) {
  if (!view.crewDisplay) return <>–</>;
  const badge = CREW_DISPLAY_BADGES[view.crewDisplay];
  return (
    <Badge color={badge.color} variant="light" tt="none" className="whole-badge">
      {badge.label}
    </Badge>
  );
}

/** Red badges for deadlines that have passed; nothing when none has. */
export function OverdueBadges({ item }: { item: TOrderItem }) {
  const late = overdue(item);
  if (!late.expert && !late.supplier) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {late.expert && (
        <Badge
          color="red"
          tt="none"
          className="whole-badge"
          title={`Expert overdue since ${formatDay(item.expert_overdue_since)}`}
        >
          Expert overdue
        </Badge>
      )}
      {late.supplier && (
        <Badge
          color="red"
          variant="outline"
          tt="none"
          className="whole-badge"
          title={`Supplier overdue since ${formatDay(item.supplier_overdue_since)}`}
        >
          Supplier overdue
        </Badge>
      )}
    </Group>
  );
}
