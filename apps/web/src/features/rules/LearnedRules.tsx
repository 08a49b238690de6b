import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { type RuleBody, rulesApi } from '../../api/rules.ts';

/**
 * What the experts already agree on (by IMPA code), proposed as rules: one tap puts a proposal
 * into training, where the experts' next decisions score it like any other rule.
 */
export function LearnedRules(props: { bucketId: string; busy: boolean; onTrain: (body: RuleBody) => void }) {
  const learned = useQuery({
    queryKey: [...queryKeys.rules(props.bucketId), 'learned'],
    queryFn: () => rulesApi.learned(props.bucketId),
  });
  const proposals = learned.data ?? [];
  if (proposals.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Learned from the experts">
      <Title order={2} size="h4">
        Learned from the experts
      </Title>
      {proposals.map((proposal) => (
        <Paper key={proposal.impa_code} withBorder p="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              IMPA {proposal.impa_code}
              {proposal.article_name ? ` (${proposal.article_name})` : ''} → <b>{proposal.category_name}</b>:{' '}
              {proposal.decisions} decisions, {Math.round(proposal.agreement * 100)} % agreed
            </Text>
            <Button
              size="xs"
              variant="light"
              disabled={props.busy}
              onClick={() =>
                props.onTrain({
                  label: `IMPA ${proposal.impa_code} is ${proposal.category_name}`,
                  subject_filter: { impa_codes: [proposal.impa_code] },
                  action: 'ihm_order_item.select_category',
                  category_id: proposal.category_id,
                })
              }
            >
              Train this rule
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
