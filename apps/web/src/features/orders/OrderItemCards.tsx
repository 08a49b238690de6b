import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TOrderItem } from '../../api/orders.ts';
import { evaluationView, nextAction } from './evaluation-view.ts';
import { CrewDisplayBadge, ExpertDisplayBadge, OverdueBadges } from './ItemBadges.tsx';
import { actionLabel } from './order-labels.ts';

/**
 * The item list on a phone: one card per item — its name, ship and order, its display, and its next
 * action as one large button a thumb can hit. No table wider than the screen.
 */
export function OrderItemCards({
  items,
  expertView,
  itemHref,
}: {
  items: readonly TOrderItem[];
  expertView: boolean;
  itemHref: (id: string) => string;
}) {
  return (
    <Stack gap="sm" component="ul" className="plain-list" aria-label="Order items">
      {items.map((item) => {
        const view = evaluationView(item);
        const action = nextAction(view, expertView);
        const name = item.display_name || '(no name)';
        return (
          <Paper key={item.id} component="li" withBorder radius="md" p="sm" aria-label={name}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                {expertView ? <ExpertDisplayBadge view={view} /> : <CrewDisplayBadge view={view} />}
              </Group>
              <Text size="sm" c="dimmed">
                {[
                  item.vessel?.name ?? item.order?.vessel?.name,
                  item.order?.order_number,
                  item.supplier?.name,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <OverdueBadges item={item} />
              <Button
                component={Link}
                to={itemHref(item.id)}
                size="md"
                fullWidth
                variant={action ? 'filled' : 'light'}
              >
                {action ? actionLabel(action, view) : 'Open'}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
