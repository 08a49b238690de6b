import type { TCheck } from '@keelson/contract';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { surveyApi } from '../../api/survey.ts';
import { CheckForm, type NewCheck } from './CheckForm.tsx';
import { useSurveyAction } from './use-survey.ts';

/**
 * "Edit check": the check's form filled in; what describes the check goes to the check, where it is
 * (compartment, location) to its spot — only what changed is sent.
 */
export function CheckEditor({ check }: { check: TCheck }) {
  const [editing, setEditing] = useState(false);
  const action = useSurveyAction(check.project_id);
  if (!editing)
    return (
      <Button variant="default" size="md" onClick={() => setEditing(true)}>
        Edit check
      </Button>
    );
  const save = ({ compartment, location, ...fields }: NewCheck) => {
    const spotChanged =
      (compartment ?? '') !== (check.spot.compartment ?? '') ||
      (location ?? '') !== (check.spot.location ?? '');
    return action
      .mutateAsync({
        run: async () => {
          await surveyApi.patchCheck(check.id, fields);
          if (spotChanged) await surveyApi.patchSpot(check.spot_id, { compartment, location });
        },
        success: `${fields.name} was saved.`,
      })
      .then(() => setEditing(false));
  };
  return (
    <CheckForm
      projectId={check.project_id}
      initial={check}
      busy={action.isPending}
      onSubmit={save}
      onCancel={() => setEditing(false)}
    />
  );
}
