import { labelOf, RULE_ACTIONS, type RuleActionType } from '@keelson/domain';
import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TCategory } from '../../api/orders.ts';
import type { RuleBody } from '../../api/rules.ts';
import { formFieldErrors } from '../../components/forms/server-field-errors.ts';

const SETS_CATEGORY = (action: RuleActionType) => action !== 'ihm_order_item.close_review';

/**
 * A new rule: which items (the orders list's search, optionally one vessel or supplier — prefilled
 * when the user came from the orders list) and what to do with them.
 */
export function RuleForm(props: {
  categories: readonly TCategory[];
  initial: { search: string; vesselId: string; supplierId: string };
  busy: boolean;
  onSubmit: (body: RuleBody) => Promise<unknown>;
  /** Rules managers may run the filter and action once over every matching item (a batch job). */
  onBatch?: (body: RuleBody) => Promise<unknown>;
}) {
  const form = useForm({
    initialValues: {
      label: '',
      search: props.initial.search,
      action: 'ihm_order_item.select_category' as RuleActionType,
      category_id: '',
    },
    validate: { label: (value) => (value.trim() ? null : 'This field is required') },
  });
  const bodyOf = (values: typeof form.values): RuleBody => ({
    label: values.label,
    subject_filter: {
      search: values.search || undefined,
      vessel_ids: props.initial.vesselId ? [props.initial.vesselId] : undefined,
      supplier_ids: props.initial.supplierId ? [props.initial.supplierId] : undefined,
    },
    action: values.action,
    category_id: SETS_CATEGORY(values.action) ? values.category_id || null : null,
  });
  const send = (run: (body: RuleBody) => Promise<unknown>, values: typeof form.values) =>
    run(bodyOf(values))
      .then(() => form.reset())
      .catch((failure) =>
        form.setErrors(formFieldErrors(failure, { label: 'label', category_id: 'category_id' })),
      );
  const submit = form.onSubmit((values) => send(props.onSubmit, values));
  const batch = props.onBatch;
  return (
    <Paper withBorder p="md">
      <form aria-label="New rule" onSubmit={submit}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            New rule
          </Title>
          <TextInput label="Name" withAsterisk {...form.getInputProps('label')} />
          <TextInput
            label="Items whose text contains"
            description='The orders search: words, "quoted phrases", -negation'
            {...form.getInputProps('search')}
          />
          <Group grow align="flex-start">
            <NativeSelect
              label="Action"
              data={RULE_ACTIONS.map((value) => ({ value, label: labelOf('ruleAction', value) }))}
              {...form.getInputProps('action')}
            />
            {SETS_CATEGORY(form.values.action) && (
              <NativeSelect
                label="Category"
                data={[
                  { value: '', label: 'Choose a category' },
                  ...props.categories.map((category) => ({ value: category.id, label: category.name })),
                ]}
                {...form.getInputProps('category_id')}
              />
            )}
          </Group>
          <Group>
            <Button type="submit" loading={props.busy}>
              Create rule
            </Button>
            {batch && (
              <Button
                variant="default"
                disabled={props.busy}
                onClick={() => {
                  if (!form.validate().hasErrors) void send(batch, form.values);
                }}
              >
                Run once on all matching items
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
