import { needsExplanation } from '@keelson/domain';
import { Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { inventoryApi } from '../../api/inventory.ts';
import type { TOrderItem } from '../../api/orders.ts';
import { showFormErrors } from '../../components/forms/server-field-errors.ts';
import { useFocusFirstInvalid } from '../auth/form-helpers.ts';
import { useInventoryAction } from './use-inventory.ts';

type Values = { quantity: number | string; explanation: string };

/** Confirm how many arrived (more than ordered asks why), or reject the delivery. */
export function ReceiptForm({ item, canAct }: { item: TOrderItem; canAct: boolean }) {
  const action = useInventoryAction(item);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const form = useForm<Values>({
    initialValues: { quantity: item.quantity_received ?? item.quantity_ordered ?? '', explanation: '' },
  });
  const quantity = typeof form.values.quantity === 'number' ? form.values.quantity : null;
  const exceeded =
    quantity !== null &&
    needsExplanation({ quantity_ordered: item.quantity_ordered, quantity_received: quantity });
  const onError = showFormErrors(
    form,
    { quantity_received: 'quantity', explanation: 'explanation' },
    focusFirstInvalid,
  );
  const status = item.receiving_status;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {status === 'Received'
          ? `Received: ${item.quantity_received} of ${item.quantity_ordered ?? '–'} ordered.`
          : status === 'Rejected'
            ? 'The delivery was rejected.'
            : `Not received yet (${item.quantity_ordered ?? '–'} ordered).`}
      </Text>
      {canAct && (
        <form
          ref={formRef}
          noValidate
          aria-label="Receive delivery"
          onSubmit={form.onSubmit((values) => {
            if (typeof values.quantity !== 'number') {
              form.setFieldError('quantity', 'This field is required');
              focusFirstInvalid();
              return;
            }
            action.mutate(
              {
                run: () =>
                  inventoryApi.receive(item.id, {
                    receiving_status: 'Received',
                    quantity_received: values.quantity as number,
                    ...(values.explanation.trim() ? { explanation: values.explanation.trim() } : {}),
                  }),
                success: 'The receipt was confirmed.',
              },
              { onError },
            );
          })}
        >
          <Stack gap="xs">
            <NumberInput label="Received quantity" min={0} size="md" {...form.getInputProps('quantity')} />
            {exceeded && (
              <Textarea
                label="Explanation"
                description="More arrived than was ordered: say why."
                autosize
                minRows={2}
                maxLength={1000}
                {...form.getInputProps('explanation')}
              />
            )}
            <Group grow>
              <Button type="submit" size="md" loading={action.isPending}>
                Confirm receipt
              </Button>
              <Button
                size="md"
                color="red"
                variant="light"
                disabled={action.isPending}
                onClick={() =>
                  action.mutate(
                    {
                      run: () => inventoryApi.receive(item.id, { receiving_status: 'Rejected' }),
                      success: 'The delivery was rejected.',
                    },
                    { onError },
                  )
                }
              >
                Reject delivery
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
