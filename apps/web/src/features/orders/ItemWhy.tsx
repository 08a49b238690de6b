import { HAZMATS, type HazmatCode, type HazmatDisplay, type HazmatResult } from '@keelson/domain';
import { Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Fact } from '../../components/Fact.tsx';
import type { EvaluationView } from './evaluation-view.ts';
import { CrewDisplayBadge, ExpertDisplayBadge } from './ItemBadges.tsx';
import {
  actionLabel,
  CREW_ACTION_LABELS,
  HAZMAT_RESULT_LABELS,
  PART_STATUS_LABELS,
  REVIEW_STATUS_LABELS,
  WORK_LIST_LABELS,
} from './order-labels.ts';

const status = (value: string | null) =>
  value ? (PART_STATUS_LABELS[value as keyof typeof PART_STATUS_LABELS] ?? value) : '–';

function Side({
  title,
  list,
  actions,
  badge,
}: {
  title: string;
  list: string;
  actions: string[];
  badge: React.ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}: {list}
      </Text>
      <Group gap="xs">{badge}</Group>
      {actions.length > 0 ? (
        <List size="sm" aria-label={`${title} actions`}>
          {actions.map((action) => (
            <List.Item key={action}>{action}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          Nothing to do.
        </Text>
      )}
    </Stack>
  );
}

/** Why the item is where it is: each side's list and proposed actions, and the review's parts. */
export function ItemWhy({ view }: { view: EvaluationView }) {
  const list = (value: EvaluationView['expertList']) => (value ? WORK_LIST_LABELS[value] : 'Not evaluated');
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Why is it here
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Side
          title="Expert"
          list={list(view.expertList)}
          actions={view.expertActions.map((a) => actionLabel(a, view))}
          badge={<ExpertDisplayBadge view={view} />}
        />
        <Side
          title="Crew"
          list={list(view.crewList)}
          actions={view.crewActions.map((a) => CREW_ACTION_LABELS[a])}
          badge={<CrewDisplayBadge view={view} />}
        />
      </SimpleGrid>
      <Title order={3} size="h5">
        Review
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" role="group" aria-label="Review parts">
        <Fact label="Review" value={view.reviewStatus ? REVIEW_STATUS_LABELS[view.reviewStatus] : '–'} />
        <Fact label="Category" value={status(view.categoryStatus)} />
        <Fact label="MD" value={status(view.mdStatus)} />
        <Fact label="SDoC" value={status(view.sdocStatus)} />
        <Fact label="Hazmats review" value={status(view.hazmatsReviewStatus)} />
        <Fact
          label="Hazmats"
          value={
            view.hazmatsStatus
              ? (HAZMAT_RESULT_LABELS[view.hazmatsStatus as HazmatDisplay] ?? view.hazmatsStatus)
              : '–'
          }
        />
      </SimpleGrid>
      {view.contaminations.length > 0 && (
        <Group gap="xs" aria-label="Contaminations" role="group">
          {view.contaminations.map((c) => (
            <Badge key={c.hazmat} color={c.table === 'A' ? 'red' : 'orange'} variant="light" tt="none">
              {HAZMATS[c.hazmat as HazmatCode]?.name ?? c.hazmat} (Table {c.table}):{' '}
              {HAZMAT_RESULT_LABELS[c.result as HazmatResult] ?? c.result}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
