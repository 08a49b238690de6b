import { Table, UnstyledButton } from '@mantine/core';
import type { SortDirection } from '../../api/stats.ts';

type Props = { label: string; direction: SortDirection; onChange: (direction: SortDirection) => void };

/** A column header that sorts by its column, ascending or descending (aria-sort tells which). */
export function SortableTh({ label, direction, onChange }: Props) {
  const next = direction === 'asc' ? 'desc' : 'asc';
  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : 'descending'}>
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => onChange(next)}
        aria-label={`${label}, sort ${next === 'asc' ? 'ascending' : 'descending'}`}
      >
        {label} {direction === 'asc' ? '▲' : '▼'}
      </UnstyledButton>
    </Table.Th>
  );
}
