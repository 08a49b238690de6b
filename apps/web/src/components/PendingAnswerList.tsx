import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type PendingAnswer = 'accept' | 'reject';

type Props<Item> = {
  items: Item[];
  /** The list's accessible name. */
  label: string;
  /** Shown instead of the list when nothing waits for an answer. */
  emptyText: string;
  title: (item: Item) => ReactNode;
  details: (item: Item) => ReactNode;
  /** Each button's accessible name, naming the item it answers. */
  buttonLabel: (answer: PendingAnswer, item: Item) => string;
  /** The item whose answer is on its way: its buttons are disabled. */
  busyId: string | undefined;
  onAnswer: (item: Item, answer: PendingAnswer) => void;
};

/** Things that wait for my answer (invitations, permissions), each with Accept and Reject. */
export function PendingAnswerList<Item extends { id: string }>({
  items,
  label,
  emptyText,
  title,
  details,
  buttonLabel,
  busyId,
  onAnswer,
}: Props<Item>) {
  if (items.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {items.map((item) => {
        const busy = busyId === item.id;
        return (
          <Paper key={item.id} withBorder radius="md" p="sm" role="listitem">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={600}>{title(item)}</Text>
                <Text size="sm" c="dimmed">
                  {details(item)}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  size="xs"
                  aria-label={buttonLabel('accept', item)}
                  disabled={busy}
                  onClick={() => onAnswer(item, 'accept')}
                >
                  Accept
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={buttonLabel('reject', item)}
                  disabled={busy}
                  onClick={() => onAnswer(item, 'reject')}
                >
                  Reject
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
