import { Anchor, Button, FileInput, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { resolutionForm, resolutionsApi } from '../../api/survey.ts';
import { formFieldErrors } from '../../components/forms/server-field-errors.ts';
import { useSurveyAction } from './use-survey.ts';

/**
 * What became of the check's hazardous material: the resolutions so far, and for surveyors a form
 * to record one — removed or not, when, remarks and the discharge receipt.
 */
export function CheckResolution({
  projectId,
  checkId,
  editor,
}: {
  projectId: string;
  checkId: string;
  editor: boolean;
}) {
  const resolutions = useQuery({
    queryKey: [...queryKeys.survey(projectId), 'resolutions', checkId],
    queryFn: () => resolutionsApi.list(checkId),
  });
  const action = useSurveyAction(projectId);
  const form = useForm({
    initialValues: {
      removed: true,
      removedAt: new Date().toISOString().slice(0, 10),
      remarks: '',
      receipt: null as File | null,
    },
  });
  return (
    <Stack gap="xs" component="section" aria-label="Resolution">
      {(resolutions.data ?? []).map((resolution) => (
        <Text key={resolution.id} size="sm" role="status">
          {resolution.removed
            ? `Removed${resolution.removedAt ? ` on ${resolution.removedAt.slice(0, 10)}` : ''}`
            : 'Not removed'}
          {resolution.remarks ? ` · ${resolution.remarks}` : ''}
          {resolution.dischargeReceiptDownloadUrl && (
            <>
              {' · '}
              <Anchor href={resolution.dischargeReceiptDownloadUrl}>
                {resolution.dischargeReceiptFilename}
              </Anchor>
            </>
          )}
        </Text>
      ))}
      {editor && (
        <form
          aria-label="New resolution"
          onSubmit={form.onSubmit((values) =>
            action
              .mutateAsync({
                run: () =>
                  resolutionsApi.add(
                    checkId,
                    resolutionForm({
                      removed: values.removed,
                      removedAt: values.removed ? `${values.removedAt}T12:00:00Z` : undefined,
                      remarks: values.remarks,
                      receipt: values.receipt,
                    }),
                  ),
                success: 'The resolution was recorded.',
              })
              .then(() => form.reset())
              .catch((failure) =>
                form.setErrors(
                  formFieldErrors(failure, {
                    removedAt: 'removedAt',
                    remarks: 'remarks',
                    dischargeReceipt: 'receipt',
                  }),
                ),
              ),
          )}
        >
          <Stack gap="xs">
            <Switch
              label="Removed from the ship"
              size="md"
              {...form.getInputProps('removed', { type: 'checkbox' })}
            />
            {form.values.removed && (
              <TextInput type="date" label="Removed on" size="md" {...form.getInputProps('removedAt')} />
            )}
            <TextInput label="Remarks" size="md" {...form.getInputProps('remarks')} />
            <FileInput
              label="Discharge receipt"
              size="md"
              accept="application/pdf,image/png,image/jpeg"
              clearable
              {...form.getInputProps('receipt')}
            />
            <Group>
              <Button type="submit" size="md" loading={action.isPending}>
                Record resolution
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
