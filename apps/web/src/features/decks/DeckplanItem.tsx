import type { TDeckplan } from '@keelson/contract';
import { Badge, Button, FileButton, Group, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { decksApi } from '../../api/decks.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { JobProgress } from '../../components/jobs/JobProgress.tsx';
import { PinCountBadges } from './PinCountBadges.tsx';
import type { useDeckAction } from './use-decks.ts';

const PLAN_TYPES = 'image/png,image/jpeg,application/pdf';

type Props = {
  plan: TDeckplan;
  projectId: string;
  editor: boolean;
  opened: boolean;
  onOpen: () => void;
  action: ReturnType<typeof useDeckAction>;
};

/** One plan of a deck: open it, and for editors upload its image (with the tiling's progress) or disable it. */
export function DeckplanItem({ plan, projectId, editor, opened, onOpen, action }: Props) {
  const queryClient = useQueryClient();
  const { image } = plan;
  return (
    <Stack gap={6} data-testid="deckplan">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" style={{ minWidth: 0 }} truncate>
          {plan.name}
        </Text>
        <Group gap={6} wrap="nowrap">
          {!plan.effectively_enabled && (
            <Badge color="gray" variant="light" tt="none" className="whole-badge">
              Disabled
            </Badge>
          )}
          {image.state === 'ready' && (
            <Button size="sm" variant={opened ? 'filled' : 'light'} onClick={onOpen}>
              {opened ? 'Close plan' : 'Open plan'}
            </Button>
          )}
        </Group>
      </Group>
      <PinCountBadges usage={plan} />
      {image.state === 'none' && (
        <Text size="sm" c="dimmed">
          No image yet.
        </Text>
      )}
      {image.state === 'processing' && image.job_id && (
        <JobProgress
          jobId={image.job_id}
          title={`Preparing ${image.filename ?? 'the plan'}`}
          onDone={() => void queryClient.invalidateQueries({ queryKey: queryKeys.decks(projectId) })}
        />
      )}
      {image.state === 'failed' && (
        <Text size="sm" c="red" role="status">
          The plan could not be prepared: {image.error}
        </Text>
      )}
      {editor && (
        <Group gap="xs">
          <FileButton
            accept={PLAN_TYPES}
            onChange={(file) =>
              file &&
              action.mutate({
                run: () => decksApi.uploadPlan(plan.id, file),
                success: `${file.name} is being prepared.`,
              })
            }
          >
            {(props) => (
              <Button {...props} size="sm" variant="default" loading={action.isPending}>
                {image.state === 'none' ? 'Upload image' : 'Replace image'}
              </Button>
            )}
          </FileButton>
          <Switch
            label="Enabled"
            checked={plan.enabled}
            onChange={(event) =>
              action.mutate({
                run: () => decksApi.patchPlan(plan.id, { enabled: event.currentTarget.checked }),
              })
            }
          />
        </Group>
      )}
    </Stack>
  );
}
