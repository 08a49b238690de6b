import type { TDeck, TDeckplan, TPin } from '@keelson/contract';
import { Badge, Divider, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { decksApi } from '../../api/decks.ts';
import { inventoryApi } from '../../api/inventory.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { MoveButtons, movedIds } from '../../components/MoveButtons.tsx';
import { usePins } from '../inventory/use-inventory.ts';
import { DeckplanItem } from './DeckplanItem.tsx';
import type { PlanPoint } from './DeckplanMap.tsx';
import { LazyDeckplanMap } from './LazyDeckplanMap.tsx';
import { NameForm } from './NameForm.tsx';
import { PinCountBadges } from './PinCountBadges.tsx';
import { useDeckAction, useDecks } from './use-decks.ts';

/**
 * The ship's decks and their plans, in the crew's order. Everyone on the project opens the plans;
 * experts and managers add decks and plans, upload plan images, reorder and disable.
 */
export function DecksPanel({
  projectId,
  editor,
  onBoard = false,
}: {
  projectId: string;
  editor: boolean;
  /** The reader records what is on board (crew or expert): pins can be dragged. */
  onBoard?: boolean;
}) {
  const { data: decks, isPending, isError } = useDecks(projectId);
  const action = useDeckAction(projectId);
  const [openPlan, setOpenPlan] = useState<string | null>(null);

  if (isPending) return <LoadingIndicator />;
  if (isError || !decks) return <Text>The decks could not be loaded.</Text>;
  const move = (index: number, by: -1 | 1) => {
    const ids = movedIds(
      decks.map((deck) => deck.id),
      index,
      by,
    );
    action.mutate({ run: () => decksApi.reorder(projectId, ids) });
  };
  const plan = decks.flatMap((deck) => deck.deckplans).find((candidate) => candidate.id === openPlan);

  return (
    <Stack>
      {plan && <PlanWithPins plan={plan} view={editor ? 'expert' : 'crew'} canMove={onBoard} />}
      {decks.length === 0 && (
        <Text c="dimmed">
          {editor ? 'No decks yet: add the first below.' : 'No decks have been set up yet.'}
        </Text>
      )}
      {decks.map((deck, index) => (
        <DeckCard
          key={deck.id}
          deck={deck}
          projectId={projectId}
          editor={editor}
          action={action}
          openPlan={openPlan}
          onOpenPlan={(id) => setOpenPlan((current) => (current === id ? null : id))}
          onMove={(by) => move(index, by)}
          first={index === 0}
          last={index === decks.length - 1}
        />
      ))}
      {editor && (
        <NameForm
          label="New deck"
          action="Add deck"
          busy={action.isPending}
          onSubmit={(name) =>
            action.mutateAsync({ run: () => decksApi.create(projectId, name), success: `${name} was added.` })
          }
        />
      )}
    </Stack>
  );
}

/**
 * An opened plan with the pins of every item on it, in the colours of the reader's view. A tap on
 * a pin offers its item; those who act on board drag a pin to move it (undone by dragging back).
 */
function PlanWithPins({
  plan,
  view,
  canMove,
}: {
  plan: TDeckplan;
  view: 'expert' | 'crew';
  canMove: boolean;
}) {
  const pins = usePins(plan.id);
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (props: { pin: TPin; point: PlanPoint }) => inventoryApi.movePin(props.pin, props.point),
    onSuccess: (_item, { pin }) => showAlert({ type: 'success', message: `${pin.display_name} moved.` }),
    onError: showErrorAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['deckplans'] }),
  });
  return (
    <LazyDeckplanMap
      key={plan.id}
      plan={plan}
      pins={pins.data ?? []}
      view={view}
      itemHref={(pin) => `#/dashboard/ihm/company/${pin.company_id}/orders/items/${pin.order_item_id}`}
      onMove={canMove ? (pin, point) => move.mutate({ pin, point }) : undefined}
    />
  );
}

function DeckCard(props: {
  deck: TDeck;
  projectId: string;
  editor: boolean;
  action: ReturnType<typeof useDeckAction>;
  openPlan: string | null;
  onOpenPlan: (id: string) => void;
  onMove: (by: -1 | 1) => void;
  first: boolean;
  last: boolean;
}) {
  const { deck, editor, action } = props;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={deck.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {deck.name}
            </Title>
            {!deck.enabled && (
              <Badge color="gray" variant="light" tt="none" className="whole-badge">
                Disabled
              </Badge>
            )}
            <PinCountBadges usage={deck} />
          </Group>
          {editor && (
            <MoveButtons name={deck.name} first={props.first} last={props.last} onMove={props.onMove} />
          )}
        </Group>
        {deck.deckplans.map((plan) => (
          <DeckplanItem
            key={plan.id}
            plan={plan}
            projectId={props.projectId}
            editor={editor}
            opened={props.openPlan === plan.id}
            onOpen={() => props.onOpenPlan(plan.id)}
            action={action}
          />
        ))}
        {editor && (
          <>
            <Divider />
            <Group justify="space-between" align="flex-end">
              <NameForm
                label={`New plan of ${deck.name}`}
                action="Add plan"
                busy={action.isPending}
                onSubmit={(name) =>
                  action.mutateAsync({
                    run: () => decksApi.createPlan(deck.id, name),
                    success: `${name} was added.`,
                  })
                }
              />
              <Switch
                label="Deck enabled"
                checked={deck.enabled}
                onChange={(event) =>
                  action.mutate({
                    run: () => decksApi.patch(deck.id, { enabled: event.currentTarget.checked }),
                  })
                }
              />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
