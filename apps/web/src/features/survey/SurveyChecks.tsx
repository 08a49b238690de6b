import type { TDeckplan } from '@keelson/contract';
import { Alert, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { surveyApi } from '../../api/survey.ts';
import type { PlanPoint } from '../decks/DeckplanMap.tsx';
import { LazyDeckplanMap } from '../decks/LazyDeckplanMap.tsx';
import { useDecks } from '../decks/use-decks.ts';
import { CheckDetail } from './CheckDetail.tsx';
import { CheckForm, type NewCheck } from './CheckForm.tsx';
import { CheckList } from './CheckList.tsx';
import { contaminationColour, contaminationText } from './contamination.ts';
import { useSurveyAction, useSurveyPlan } from './use-survey.ts';

/**
 * The survey on the plans: choose a plan, see its check points in their contamination colours,
 * tap a spot to add a check there (surveyors), open a check from the plan or the list.
 */
export function SurveyChecks({ projectId, editor }: { projectId: string; editor: boolean }) {
  const { data: decks } = useDecks(projectId);
  const plans: TDeckplan[] = (decks ?? [])
    .flatMap((deck) => deck.deckplans)
    .filter((plan) => plan.effectively_enabled && plan.image.state === 'ready');
  const [planId, setPlanId] = useState('');
  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0];
  const detail = useSurveyPlan(projectId, plan?.id ?? null);
  const [spot, setSpot] = useState<PlanPoint | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const action = useSurveyAction(projectId);

  const addCheck = async ({ compartment, location, ...check }: NewCheck) => {
    if (!plan || !spot) return;
    const made = await action.mutateAsync({
      run: async () => {
        const placed = await surveyApi.addSpot(plan.id, { ...spot, compartment, location });
        return surveyApi.addCheck(placed.id, check);
      },
      success: `${check.name} was added.`,
    });
    setSpot(null);
    setOpen((made as { id: string }).id);
  };

  return (
    <Stack>
      {plans.length === 0 ? (
        <Alert color="blue">
          Add a deck with a plan image first (Decks tab): checks are made at spots on the plans.
        </Alert>
      ) : (
        <>
          <NativeSelect
            label="Deck plan"
            size="md"
            value={plan?.id ?? ''}
            onChange={(event) => {
              setPlanId(event.currentTarget.value);
              setSpot(null);
            }}
            data={plans.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          />
          {plan && (
            <LazyDeckplanMap
              key={plan.id}
              plan={plan}
              height="50vh"
              picked={spot}
              onPick={editor ? setSpot : undefined}
              points={(detail.data?.check_points ?? []).map((point) => ({
                id: point.check_id,
                x: point.x,
                y: point.y,
                label: `${point.name} · ${contaminationText(point.contamination_level)}`,
                colour: contaminationColour(point.contamination_level),
              }))}
              onPointSelect={setOpen}
            />
          )}
          <Text size="sm" c="dimmed" aria-live="polite">
            {spot
              ? `Spot chosen at ${spot.x}, ${spot.y}.`
              : editor
                ? 'Tap the plan where a check is made; tap a check point to open it.'
                : 'Tap a check point to open it.'}
          </Text>
          {editor && spot && (
            <CheckForm
              projectId={projectId}
              busy={action.isPending}
              onSubmit={addCheck}
              onCancel={() => setSpot(null)}
            />
          )}
        </>
      )}
      <CheckList projectId={projectId} editor={editor} onOpen={setOpen} />
      <CheckDetail projectId={projectId} checkId={open} editor={editor} onClose={() => setOpen(null)} />
    </Stack>
  );
}
