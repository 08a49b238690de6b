import type { TVscpEntry } from '@keelson/contract';
import { labelOf } from '@keelson/domain';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { surveyApi } from '../../api/survey.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { MoveButtons, movedIds } from '../../components/MoveButtons.tsx';
import { SortableList } from '../../components/sortable/SortableList.tsx';
import { CONTAMINATION_BADGE, contaminationText } from './contamination.ts';
import { useSurveyAction, useVscp } from './use-survey.ts';
import { VscpForm } from './VscpForm.tsx';

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
  const [editing, setEditing] = useState(false);
  const action = useSurveyAction(entry.project_id);
  if (editing)
    return (
      <Paper withBorder p="xs">
        <VscpForm
          busy={action.isPending}
          initial={entry}
          onCancel={() => setEditing(false)}
          onSubmit={(body) =>
            action
              .mutateAsync({
                run: () => surveyApi.patchVscp(entry.id, body),
                success: `${body.name} was saved.`,
              })
              .then(() => setEditing(false))
          }
        />
      </Paper>
    );
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
          {entry.location_description && (
            <Text size="xs" c="dimmed">
              {entry.location_description}
            </Text>
          )}
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
          <Stack gap={4} align="flex-end">
            <MoveButtons name={entry.name} first={props.first} last={props.last} onMove={props.onMove} />
            <Button
              size="compact-md"
              variant="default"
              aria-label={`Edit ${entry.name}`}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          </Stack>
        )}
      </Group>
    </Paper>
  );
}
