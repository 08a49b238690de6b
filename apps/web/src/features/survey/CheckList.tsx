import { labelOf } from '@keelson/domain';
import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { surveyApi } from '../../api/survey.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { SortableList } from '../../components/sortable/SortableList.tsx';
import { CONTAMINATION_BADGE, contaminationText } from './contamination.ts';
import { useChecks, useSurveyAction } from './use-survey.ts';

const PAGE = 50;

/**
 * The project's checks as cards in their order: search, type, the archived (disabled) ones in their
 * own list; surveyors drag a card by its handle to reorder (the filtered-out checks keep their places).
 */
export function CheckList({
  projectId,
  editor,
  onOpen,
}: {
  projectId: string;
  editor: boolean;
  onOpen: (checkId: string) => void;
}) {
  const action = useSurveyAction(projectId);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [type, setType] = useState('all');
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const checks = useChecks(
    projectId,
    { search: debounced || undefined, archived, check_type: type === 'all' ? undefined : type },
    { limit: PAGE, offset: (page - 1) * PAGE },
  );
  const total = checks.data?.total ?? 0;
  return (
    <Stack gap="xs" component="section" aria-label={archived ? 'Archived checks' : 'Checks'}>
      <TextInput
        label="Search checks"
        size="md"
        placeholder="Name, equipment, material, location…"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      <Group justify="space-between">
        <SegmentedControl
          value={type}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'All' },
            { value: 'sample', label: 'Sample' },
            { value: 'visual', label: 'Visual' },
          ]}
        />
        <Button
          variant={archived ? 'filled' : 'default'}
          aria-pressed={archived}
          onClick={() => {
            setArchived(!archived);
            setPage(1);
          }}
        >
          {archived ? 'Show current checks' : 'Show archived checks'}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {checks.data ? `${total} ${archived ? 'archived ' : ''}check(s)` : 'Loading the checks…'}
      </Text>
      <SortableList
        items={checks.data?.content ?? []}
        label={archived ? 'Archived check list' : 'Check list'}
        nameOf={(check) => check.displayName}
        disabled={!editor || archived}
        onReorder={(ids) =>
          action.mutate({ run: () => surveyApi.reorderChecks(projectId, ids) }, { onError: showErrorAlert })
        }
        renderItem={(check, handle) => (
          <Paper withBorder p="xs">
            <Group wrap="nowrap" gap={4}>
              {handle}
              <UnstyledButton
                onClick={() => onOpen(check.id)}
                style={{ flex: 1, minWidth: 0 }}
                aria-label={`Open ${check.displayName}`}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" truncate>
                      {check.displayName}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {[labelOf('checkType', check.type), check.spot.compartment, check.spot.location]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                  <Badge
                    color={CONTAMINATION_BADGE[check.contamination_level ?? ''] ?? 'gray'}
                    className="whole-badge"
                    tt="none"
                  >
                    {contaminationText(check.contamination_level)}
                  </Badge>
                </Group>
              </UnstyledButton>
            </Group>
          </Paper>
        )}
      />
      {total > PAGE && <Pagination total={Math.ceil(total / PAGE)} value={page} onChange={setPage} />}
    </Stack>
  );
}
