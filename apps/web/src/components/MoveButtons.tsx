import { ActionIcon, Group } from '@mantine/core';

/**
 * Up and down for one row of an ordered list: big targets a thumb hits, where dragging a row on a
 * phone would fight the page's scrolling.
 */
export function MoveButtons(props: {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Move ${props.name} up`}
        disabled={props.first}
        onClick={() => props.onMove(-1)}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Move ${props.name} down`}
        disabled={props.last}
        onClick={() => props.onMove(1)}
      >
        ↓
      </ActionIcon>
    </Group>
  );
}

/** The ids in a new order: the one at `index` moved by one place. */
export function movedIds(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(index + by, 0, moved);
  return next;
}
