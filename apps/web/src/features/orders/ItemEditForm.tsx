import { Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { ordersApi, type TOrderItem } from '../../api/orders.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { formFieldErrors } from '../../components/forms/server-field-errors.ts';
import { useFocusFirstInvalid } from '../auth/form-helpers.ts';
import {
  ITEM_EDIT_FIELDS,
  type ItemEditValues,
  itemChanges,
  itemEditValidation,
  itemEditValues,
} from './item-changes.ts';
import { useItemAction } from './use-item-action.ts';

/** The expert's corrections of an item's own data; only what changed is sent. */
export function ItemEditForm({ item, bucketId }: { item: TOrderItem; bucketId: string }) {
  const action = useItemAction(bucketId);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const form = useForm<ItemEditValues>({
    initialValues: itemEditValues(item),
    validate: itemEditValidation(item),
  });
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Edit item"
      onSubmit={form.onSubmit((values) => {
        const changes = itemChanges(item, values);
        if (Object.keys(changes).length === 0) {
          showAlert({ type: 'info', message: 'Nothing changed.' });
          return;
        }
        action.mutate(
          { run: () => ordersApi.edit(item.id, changes), success: 'The item was saved.' },
          {
            onSuccess: (saved) => form.setInitialValues(itemEditValues(saved)),
            // The server's reasons go under the inputs they concern (spec section 5).
            onError: (error) => {
              form.setErrors(formFieldErrors(error, ITEM_EDIT_FIELDS));
              focusFirstInvalid();
            },
          },
        );
      }, focusFirstInvalid)}
    >
      <Stack gap="xs">
        <TextInput label="Description" maxLength={1000} {...form.getInputProps('articleDescription')} />
        <Group grow gap="xs" align="flex-start">
          <NumberInput label="Ordered" min={0} {...form.getInputProps('quantityOrdered')} />
          <NumberInput label="Delivered" min={0} {...form.getInputProps('quantityDelivered')} />
          <TextInput label="Unit" maxLength={20} {...form.getInputProps('quantityUnit')} />
        </Group>
        <Textarea label="Remarks" autosize minRows={2} maxLength={2000} {...form.getInputProps('remarks')} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={action.isPending}>
            Save item
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
