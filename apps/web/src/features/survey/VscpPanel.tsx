import type { TVscpEntry } from '@keelson/contract';
import { labelOf } from '@keelson/domain';
import {
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { surveyApi, type VscpBody } from '../../api/survey.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { formFieldErrors } from '../../components/forms/server-field-errors.ts';
import { MoveButtons, movedIds } from '../../components/MoveButtons.tsx';
import { SortableList } from '../../components/sortable/SortableList.tsx';
import { HAZMAT_OPTIONS } from './check-options.ts';
import { CONTAMINATION_BADGE, contaminationText } from './contamination.ts';
import { useSurveyAction, useVscp } from './use-survey.ts';

/**
 * The visual/sampling check plan: its entries in order, filtered by check type, each with the
 * checks that carry it out; surveyors add entries and drag them into order by their handle, or move
 * them with the up and down buttons (big targets for a thumb).
 */
export function VscpPanel({ projectId, editor }: { projectId: string; editor: boolean }) {
  const [type, setType] = useState('all');
  const entries = useVscp(projectId, type === 'all' ? undefined : type);
  const action = useSurveyAction(projectId);
  const list = entries.data ?? [];
  const reorder = (ids: string[]) =>
    action.mutate({ run: () => surveyApi.reorderVscp(projectId, ids) }, { onError: showErrorAlert });
  return (
    <Stack>
      <SegmentedControl
        value={type}
        onChange={setType}
        data={[
          { value: 'all', label: 'All' },
          { value: 'sample', label: 'Sample' },
          { value: 'visual', label: 'Visual' },
        ]}
        aria-label="Check type"
      />
      <Text size="sm" c="dimmed">
        {entries.data ? `${list.length} entr${list.length === 1 ? 'y' : 'ies'}` : 'Loading the VSCP…'}
      </Text>
      <SortableList
        items={list}
        label="VSCP entries"
        nameOf={(entry) => entry.name}
        disabled={!editor}
        onReorder={reorder}
        renderItem={(entry, handle) => {
          const index = list.indexOf(entry);
          return (
            <VscpCard
              entry={entry}
              editor={editor}
              handle={handle}
              first={index === 0}
              last={index === list.length - 1}
              onMove={(by) =>
                reorder(
                  movedIds(
                    list.map((row) => row.id),
                    index,
                    by,
                  ),
                )
              }
            />
          );
        }}
      />
      {editor && (
        <VscpForm
          busy={action.isPending}
          onSubmit={(body) =>
            action.mutateAsync({
              run: () => surveyApi.addVscp(projectId, body),
              success: `${body.name} was added to the VSCP.`,
            })
          }
        />
      )}
    </Stack>
  );
}

function VscpCard(props: {
  entry: TVscpEntry;
  editor: boolean;
  handle: ReactNode;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { entry } = props;
  return (
    <Paper withBorder p="xs" aria-label={entry.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {props.handle}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6}>
            <Text fw={600} size="sm">
              {entry.name}
            </Text>
            <Badge variant="light">{labelOf('checkType', entry.check_type)}</Badge>
          </Group>
          {entry.suspected_hazmats.length > 0 && (
            <Text size="xs" c="dimmed">
              Suspected: {entry.suspected_hazmats.join(', ')}
            </Text>
          )}
          {entry.checks.map((check) => (
            <Group key={check.id} gap={6}>
              <Text size="xs">{check.name}</Text>
              <Badge size="xs" color={CONTAMINATION_BADGE[check.contamination_level ?? ''] ?? 'gray'}>
                {contaminationText(check.contamination_level)}
              </Badge>
            </Group>
          ))}
        </Stack>
        {props.editor && (
          <MoveButtons name={entry.name} first={props.first} last={props.last} onMove={props.onMove} />
        )}
      </Group>
    </Paper>
  );
}

function VscpForm({ busy, onSubmit }: { busy: boolean; onSubmit: (body: VscpBody) => Promise<unknown> }) {
  const form = useForm({
    initialValues: {
      check_type: 'sample' as 'sample' | 'visual',
      name: '',
      suspected_hazmats: [] as string[],
      location_description: '',
    },
    validate: { name: (value) => (value.trim() ? null : 'This field is required') },
  });
  return (
    <form
      aria-label="New VSCP entry"
      onSubmit={form.onSubmit((values) =>
        onSubmit(values)
          .then(() => form.reset())
          .catch((failure) =>
            form.setErrors(formFieldErrors(failure, { name: 'name', check_type: 'check_type' })),
          ),
      )}
    >
      <Stack gap="xs">
        <SegmentedControl
          data={[
            { value: 'sample', label: 'Sample' },
            { value: 'visual', label: 'Visual' },
          ]}
          {...form.getInputProps('check_type')}
        />
        <TextInput label="Entry" size="md" withAsterisk {...form.getInputProps('name')} />
        <MultiSelect
          label="Suspected hazardous materials"
          size="md"
          data={HAZMAT_OPTIONS}
          searchable
          {...form.getInputProps('suspected_hazmats')}
        />
        <TextInput label="Where" size="md" {...form.getInputProps('location_description')} />
        <Button type="submit" size="md" loading={busy}>
          Add to the VSCP
        </Button>
      </Stack>
    </form>
  );
}
