import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TStatsCounts } from '../../api/stats.ts';
import { type StatsLine, statsValue } from './stats-labels.ts';
import { type GroupScope, statsCountHref } from './stats-links.ts';

type CountProps = { value: number; label: string; href: string | null; color?: string };

/** A count; a link to the orders list it counts when there is one (named "label: value"). */
function Count({ value, label, href, color }: CountProps) {
  if (!href) {
    return (
      <Text span c={color} aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={href} c={color} aria-label={`${label}: ${value}`}>
      {value}
    </Anchor>
  );
}

type Props = {
  bucketId: string;
  counts: TStatsCounts;
  line: StatsLine;
  /** The group row's name, put before the label in the accessible names. */
  name?: string;
  scope?: GroupScope;
};

/** One line's count and, beside it, its overdue part in red when above 0. */
export function StatsLineValue({ bucketId, counts, line, name, scope }: Props) {
  const label = name ? `${name}, ${line.label}` : line.label;
  const overdue = line.overdue ? counts[line.overdue] : undefined;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Count
        value={statsValue(counts, line.value)}
        label={label}
        href={statsCountHref(bucketId, line.value, scope)}
      />
      {line.overdue && overdue !== undefined && (
        <Text span size="sm" c={overdue > 0 ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          (
          <Count
            value={overdue}
            label={`${label}, overdue`}
            href={statsCountHref(bucketId, line.overdue, scope)}
            color={overdue > 0 ? 'red' : 'dimmed'}
          />{' '}
          overdue)
        </Text>
      )}
    </Group>
  );
}
