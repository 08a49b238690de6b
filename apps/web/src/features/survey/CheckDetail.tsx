import { labelOf } from '@keelson/domain';
import { Badge, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { surveyApi } from '../../api/survey.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { HistoryTabs } from '../audit/HistoryTabs.tsx';
import { CheckEditor } from './CheckEditor.tsx';
import { CheckPhotos } from './CheckPhotos.tsx';
import { CheckResolution } from './CheckResolution.tsx';
import { CheckResults } from './CheckResults.tsx';
import { CONTAMINATION_BADGE, contaminationText } from './contamination.ts';
import { useCheck, useSurveyAction } from './use-survey.ts';

/** One check in a sheet (full screen on a phone): what, where, results, photos, archive. */
export function CheckDetail({
  projectId,
  checkId,
  editor,
  onClose,
}: {
  projectId: string;
  checkId: string | null;
  editor: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const { data: check } = useCheck(projectId, checkId);
  const action = useSurveyAction(projectId);
  return (
    <Drawer
      opened={Boolean(checkId)}
      onClose={onClose}
      position={phone ? 'bottom' : 'right'}
      // On a phone the check is a full-screen sheet, as an item is.
      size={phone ? '100%' : 'lg'}
      title={check?.displayName ?? 'Check'}
    >
      {check && (
        <HistoryTabs key={check.id} subject={{ kind: 'check', id: check.id }} name={check.displayName}>
          <Stack>
            <Group gap="xs">
              <Badge variant="light">{labelOf('checkType', check.type)}</Badge>
              <Badge
                color={CONTAMINATION_BADGE[check.contamination_level ?? ''] ?? 'gray'}
                data-testid="check-level"
              >
                {contaminationText(check.contamination_level)}
              </Badge>
              {!check.enabled && <Badge color="gray">Archived</Badge>}
            </Group>
            <Text size="sm">
              {[check.spot.compartment, check.spot.location, check.material, check.color]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {editor && <CheckEditor check={check} />}
            {check.warning && (
              <Text size="sm" c="orange">
                {check.warning}
              </Text>
            )}
            <Title order={4} size="h6">
              Results
            </Title>
            <CheckResults check={check} editor={editor} />
            <Title order={4} size="h6">
              Photos
            </Title>
            <CheckPhotos check={check} editor={editor} />
            <Title order={4} size="h6">
              Resolution
            </Title>
            <CheckResolution projectId={projectId} checkId={check.id} editor={editor} />
            {editor && (
              <Button
                variant="light"
                color={check.enabled ? 'gray' : 'blue'}
                onClick={() =>
                  action.mutate(
                    {
                      run: () => surveyApi.patchCheck(check.id, { enabled: !check.enabled }),
                      success: check.enabled
                        ? `${check.name} was archived.`
                        : `${check.name} is back in the list.`,
                    },
                    { onError: showErrorAlert },
                  )
                }
              >
                {check.enabled ? 'Archive check' : 'Restore check'}
              </Button>
            )}
          </Stack>
        </HistoryTabs>
      )}
    </Drawer>
  );
}
