import type { TRule } from '@keelson/contract';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { rulesApi } from '../../api/rules.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { useCompany } from '../company/use-company.ts';

/**
 * An expert bucket's rule in each customer bucket it serves: active there (confirmed for all or
 * for that customer) or training; rules managers confirm or reset it per customer.
 */
export function RuleTargets(props: { bucketId: string; rule: TRule; rulesManager: boolean }) {
  const company = useCompany(props.bucketId).data;
  const teamId = company?.role === 'ihm_expert' ? company.dataowner_team_id : null;
  const customers = useQuery({
    queryKey: [...queryKeys.rules(props.bucketId), 'customers'],
    queryFn: () => rulesApi.customers(teamId ?? '', props.bucketId),
    enabled: Boolean(teamId),
  });
  const queryClient = useQueryClient();
  const target = useMutation({
    mutationFn: (input: { customerId: string; change: 'confirm' | 'reset'; name: string }) =>
      rulesApi.target(props.bucketId, props.rule.id, input.customerId, input.change),
    onSuccess: async (_rule, input) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.rules(props.bucketId) });
      showAlert({
        type: 'success',
        message:
          input.change === 'confirm'
            ? `${props.rule.label} is active for ${input.name}.`
            : `${props.rule.label} was reset for ${input.name}: it trains there again.`,
      });
    },
    onError: showErrorAlert,
  });
  if (!teamId || !customers.data?.length) return null;
  const everywhere = props.rule.label_status === 'Active';
  return (
    <Stack gap={4} aria-label={`${props.rule.label} in the customer companies`} component="section">
      {customers.data.map((customer) => {
        const targeted = props.rule.targeting_bucket_ids.includes(customer.id);
        return (
          <Group key={customer.id} gap="xs">
            <Text size="sm">{customer.name}</Text>
            <Badge size="sm" color={everywhere || targeted ? 'green' : 'yellow'} variant="light">
              {everywhere || targeted ? 'Active here' : 'Training here'}
            </Badge>
            {props.rulesManager && !everywhere && (
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={target.isPending}
                onClick={() =>
                  target.mutate({
                    customerId: customer.id,
                    change: targeted ? 'reset' : 'confirm',
                    name: customer.name,
                  })
                }
              >
                {targeted ? `Reset for ${customer.name}` : `Confirm for ${customer.name}`}
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
