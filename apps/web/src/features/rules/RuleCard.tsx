import type { TRule } from '@keelson/contract';
import { labelOf } from '@keelson/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { RuleChange } from '../../api/rules.ts';
import { RuleTargets } from './RuleTargets.tsx';

const STATUS_COLOR: Record<TRule['label_status'], string> = {
  Training: 'yellow',
  Broken: 'red',
  Active: 'green',
};

function scoreText(rule: TRule) {
  const { decisions, agreements, value } = rule.score;
  if (decisions === 0) return 'No expert decisions yet';
  return `${agreements} of ${decisions} decisions agreed (${Math.round((value ?? 0) * 100)} %)`;
}

/** One rule: its state, what it does to which items, its score, and what the user may do with it. */
export function RuleCard(props: {
  bucketId: string;
  rule: TRule;
  categoryName: (id: string | null) => string;
  rulesManager: boolean;
  busy: boolean;
  onChange: (change: RuleChange) => void;
}) {
  const { rule } = props;
  const filter = rule.subject_filter;
  const what = [
    filter.search ? `“${filter.search}”` : null,
    filter.vessel_ids?.length ? `${filter.vessel_ids.length} vessel(s)` : null,
    filter.supplier_ids?.length ? `${filter.supplier_ids.length} supplier(s)` : null,
    filter.impa_codes?.length ? `IMPA ${filter.impa_codes.join(', ')}` : null,
  ].filter(Boolean);
  const action = labelOf('ruleAction', rule.action.type);
  return (
    <Paper withBorder p="sm" aria-label={rule.label} opacity={rule.disabled ? 0.6 : 1}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{rule.label}</Text>
            <Badge color={STATUS_COLOR[rule.label_status]} data-testid="rule-status">
              {rule.label_status}
            </Badge>
            {rule.type === 'batch' && <Badge variant="outline">Batch, ran once</Badge>}
            {rule.confirmation === 'via_score' && <Badge variant="light">By its score</Badge>}
            {rule.disabled && <Badge color="gray">Stopped</Badge>}
          </Group>
          <Group gap={4}>
            {props.rulesManager && rule.label_status === 'Training' && (
              <Button size="xs" disabled={props.busy} onClick={() => props.onChange('confirm')}>
                Confirm
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              disabled={props.busy}
              onClick={() => props.onChange(rule.disabled ? 'enable' : 'disable')}
            >
              {rule.disabled ? 'Enable' : 'Disable'}
            </Button>
            {props.rulesManager && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={props.busy}
                onClick={() => props.onChange('reset')}
              >
                Reset
              </Button>
            )}
          </Group>
        </Group>
        <Text size="sm">
          Items {what.join(' · ')} → {action}
          {rule.action.category_id ? `: ${props.categoryName(rule.action.category_id)}` : ''}
        </Text>
        {rule.problem && (
          <Text size="sm" c="red">
            {rule.problem}
          </Text>
        )}
        <Text size="xs" c="dimmed" data-testid="rule-score">
          {scoreText(rule)}
        </Text>
        <RuleTargets bucketId={props.bucketId} rule={rule} rulesManager={props.rulesManager} />
      </Stack>
    </Paper>
  );
}
