import type { TCheck } from '@keelson/contract';
import { HAZMATS, type HazmatCode, labelOf } from '@keelson/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { surveyApi } from '../../api/survey.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { ResultForm } from './ResultForm.tsx';
import { useSurveyAction } from './use-survey.ts';

/**
 * The check's laboratory results as cards (a phone has no room for a wide table): each one can be
 * corrected or set aside (a set-aside result no longer counts for the check's level), and a new one
 * recorded below.
 */
export function CheckResults({ check, editor }: { check: TCheck; editor: boolean }) {
  const action = useSurveyAction(check.project_id);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Stack gap={6} role="list" aria-label="Results">
        {check.results.map((result) => {
          const hazmat = HAZMATS[result.hazmat as HazmatCode]?.name ?? result.hazmat;
          if (editing === result.id)
            return (
              <Paper key={result.id} withBorder p="xs" role="listitem">
                <ResultForm
                  busy={action.isPending}
                  initial={result}
                  onCancel={() => setEditing(null)}
                  onSubmit={(body) =>
                    action
                      .mutateAsync({
                        run: () => surveyApi.patchResult(result.id, body),
                        success: `The ${hazmat} result was saved.`,
                      })
                      .then(() => setEditing(null))
                  }
                />
              </Paper>
            );
          return (
            <Paper
              key={result.id}
              withBorder
              p="xs"
              role="listitem"
              aria-label={`${hazmat} result`}
              opacity={result.enabled ? 1 : 0.55}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {hazmat}: {labelOf('contamination', result.contamination)}
                    {!result.enabled && ' (set aside)'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      result.concentration !== null
                        ? `${result.concentration} ${result.concentration_unit ?? ''}`.trim()
                        : null,
                      result.hazmat_details,
                      result.recommendation,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                {editor && (
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-md" variant="default" onClick={() => setEditing(result.id)}>
                      Edit
                    </Button>
                    <Button
                      size="compact-md"
                      variant="subtle"
                      color={result.enabled ? 'gray' : 'blue'}
                      aria-label={`${result.enabled ? 'Set aside' : 'Count again'} the ${hazmat} result`}
                      onClick={() =>
                        action.mutate(
                          { run: () => surveyApi.patchResult(result.id, { enabled: !result.enabled }) },
                          { onError: showErrorAlert },
                        )
                      }
                    >
                      {result.enabled ? 'Set aside' : 'Count again'}
                    </Button>
                  </Group>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {editor && editing === null && (
        <ResultForm
          busy={action.isPending}
          onSubmit={(body) =>
            action.mutateAsync({
              run: () => surveyApi.addResult(check.id, body),
              success: 'The result was recorded.',
            })
          }
        />
      )}
    </Stack>
  );
}
