import type { TReportRequest, TReportTemplate } from '@keelson/contract';
import { type ReportVariant, VARIANT_LABELS } from '@keelson/domain';
import { Alert, Button, Group, Paper, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ReportTemplateCards } from './ReportTemplateCards.tsx';

const DEFAULT_VARIANT: ReportVariant = 'ab';

type Values = {
  template: string | null;
  variant: ReportVariant;
  periodFrom: string;
  periodTo: string;
  withPhotos: boolean;
};

/** The request as the API takes it; the period only for templates that cover one. */
function requestOf(template: TReportTemplate, values: Values): TReportRequest {
  return {
    type: template.type,
    template: template.template,
    variant: values.variant,
    ...(template.has_period
      ? { period_from: values.periodFrom || null, period_to: values.periodTo || null }
      : {}),
    with_photos: values.withPhotos,
  };
}

/**
 * Asks for a report: the template (cards), the hazardous-material list it covers (variant), the
 * period for templates that have one, and whether the original photos come as a zip too.
 */
export function ReportRequestForm(props: {
  templates: readonly TReportTemplate[];
  busy: boolean;
  /** Why the last request was refused, if it was. */
  error: string | null;
  onRequest: (request: TReportRequest) => void;
}) {
  const firstAvailable = props.templates.find((template) => template.available) ?? null;
  const form = useForm<Values>({
    initialValues: {
      template: firstAvailable?.template ?? null,
      variant: DEFAULT_VARIANT,
      periodFrom: '',
      periodTo: '',
      withPhotos: false,
    },
    validate: {
      template: (value) => (value ? null : 'Choose a template'),
      periodTo: (value, values) =>
        value && values.periodFrom && value < values.periodFrom
          ? 'The period cannot end before it starts'
          : null,
    },
  });
  const chosen = props.templates.find((template) => template.template === form.values.template) ?? null;
  const variants = chosen?.variants ?? [DEFAULT_VARIANT];
  const choose = (value: string) => {
    const next = props.templates.find((template) => template.template === value);
    form.setFieldValue('template', value);
    if (next && !next.variants.includes(form.values.variant))
      form.setFieldValue(
        'variant',
        next.variants.includes(DEFAULT_VARIANT) ? DEFAULT_VARIANT : (next.variants[0] ?? DEFAULT_VARIANT),
      );
  };
  return (
    <Paper withBorder p="md" component="section" aria-label="Request a report">
      <form
        aria-label="Request a report"
        onSubmit={form.onSubmit((values) => {
          if (chosen?.available) props.onRequest(requestOf(chosen, values));
        })}
      >
        <Stack gap="sm">
          <ReportTemplateCards templates={props.templates} value={form.values.template} onChange={choose} />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Hazardous materials"
              data={variants.map((value) => ({ value, label: VARIANT_LABELS[value] }))}
              value={form.values.variant}
              onChange={(value) =>
                form.setFieldValue('variant', (value as ReportVariant | null) ?? DEFAULT_VARIANT)
              }
              allowDeselect={false}
              size="md"
              style={{ flex: '1 1 18rem' }}
            />
            {chosen?.has_period && (
              <>
                <TextInput
                  label="Period from"
                  type="date"
                  size="md"
                  style={{ flex: '1 1 10rem' }}
                  {...form.getInputProps('periodFrom')}
                />
                <TextInput
                  label="Period to"
                  type="date"
                  size="md"
                  style={{ flex: '1 1 10rem' }}
                  {...form.getInputProps('periodTo')}
                />
              </>
            )}
          </Group>
          <Switch
            label="Include original photos (zip)"
            size="md"
            {...form.getInputProps('withPhotos', { type: 'checkbox' })}
          />
          {props.error && (
            <Alert color="red" title="The report was not requested" role="alert">
              {props.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              loading={props.busy}
              disabled={!chosen?.available}
              w={{ base: '100%', sm: 'auto' }}
            >
              Request report
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
