import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Fact } from '../../components/Fact.tsx';
import {
  DELIVERY_STATUS_LABELS,
  ORDER_PLACE_LABELS,
  ORDER_TODO_LABELS,
  type OrderEvaluationView,
} from './order-evaluation-view.ts';
import { HAZMAT_RESULT_LABELS } from './order-labels.ts';

const HAZMAT_COLORS: Record<string, string> = { contained: 'red', pchm: 'orange', unknown: 'yellow' };

/** The order evaluation: delivery, the worst hazmat findings per table, to-dos and where the goods are. */
export function OrderEvaluation({ view }: { view: OrderEvaluationView }) {
  const hazmat = (result: OrderEvaluationView['tableA']) =>
    result ? (
      <Badge color={HAZMAT_COLORS[result] ?? 'gray'} variant="light" tt="none">
        {HAZMAT_RESULT_LABELS[result]}
      </Badge>
    ) : (
      '–'
    );
  return (
    <Stack gap="sm" component="section" aria-label="Order evaluation">
      <Title order={2} size="h4">
        Order evaluation
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Fact
          label="Delivery"
          value={view.deliveryStatus ? DELIVERY_STATUS_LABELS[view.deliveryStatus] : '–'}
        />
        <Fact label="Table A hazmats" value={hazmat(view.tableA)} />
        <Fact label="Table B hazmats" value={hazmat(view.tableB)} />
      </SimpleGrid>
      <Group gap="xs" role="group" aria-label="To do">
        <Text size="sm" fw={600}>
          To do:
        </Text>
        {view.todos.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing to do.
          </Text>
        ) : (
          view.todos.map((todo) => (
            <Badge key={todo} color="yellow" variant="light" tt="none">
              {ORDER_TODO_LABELS[todo]}
            </Badge>
          ))
        )}
      </Group>
      {view.places.length > 0 && (
        <Group gap="xs" role="group" aria-label="On board">
          {view.places.map((place) => (
            <Badge key={place} variant="outline" tt="none">
              {ORDER_PLACE_LABELS[place]}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
