import type { TDeckplan } from '@keelson/contract';
import { pinPlacement, type ReceivingStatus } from '@keelson/domain';
import { Alert, Button, NativeSelect, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { inventoryApi } from '../../api/inventory.ts';
import type { TOrderItem } from '../../api/orders.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { formFieldErrors } from '../../components/forms/server-field-errors.ts';
import type { PlanPoint } from '../decks/DeckplanMap.tsx';
import { LazyDeckplanMap } from '../decks/LazyDeckplanMap.tsx';
import { useDecks } from '../decks/use-decks.ts';
import { ShipSelect } from './ShipSelect.tsx';
import { useInventoryAction, usePins } from './use-inventory.ts';

type Kind = 'store' | 'install';

/** Units that leave a pin for a new one (a transfer); without it, received units are placed. */
export type TransferSource = { id: string; kind: 'stored' | 'installed'; quantity: number };

/**
 * Stores or installs units at a spot of a deck plan: choose the plan, tap the spot, confirm. Before
 * the delivery is received (or after it was rejected) the spec's message says what to do first.
 * With a source, the units are transferred from that pin: to another spot, deck, or a ship of the
 * same company.
 */
export function PlaceOnPlan({
  item,
  projectId: itemProjectId,
  source,
  onDone,
}: {
  item: TOrderItem;
  projectId: string;
  source?: TransferSource;
  onDone?: () => void;
}) {
  const placement = pinPlacement({ receiving_status: item.receiving_status as ReceivingStatus | null });
  const [projectId, setProjectId] = useState(itemProjectId);
  const { data: decks } = useDecks(projectId);
  const plans: TDeckplan[] = (decks ?? [])
    .flatMap((deck) => deck.deckplans)
    .filter((plan) => plan.effectively_enabled && plan.image.state === 'ready');
  const [planId, setPlanId] = useState<string>('');
  const [kind, setKind] = useState<Kind>('store');
  const [quantity, setQuantity] = useState<number | string>(source?.quantity ?? 1);
  const [spot, setSpot] = useState<PlanPoint | null>(null);
  const [error, setError] = useState<string | null>(null);
  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0];
  const pins = usePins(plan?.id ?? null);
  const action = useInventoryAction(item);

  if (!placement.allowed) {
    return (
      <Alert color="yellow" title="Pins wait for the receipt">
        {placement.message}
      </Alert>
    );
  }
  if (plans.length === 0) return <Text c="dimmed">No deck plan of this ship is ready yet.</Text>;
  const place = () => {
    if (!plan || !spot || typeof quantity !== 'number') return;
    setError(null);
    const body = { quantity, deckplan_id: plan.id, x: spot.x, y: spot.y };
    const run = source
      ? () =>
          inventoryApi.transfer(item.id, {
            ...body,
            to: kind === 'store' ? 'storage' : 'installation',
            ...(source.kind === 'stored'
              ? { from_storage_id: source.id }
              : { from_installation_id: source.id }),
          })
      : () => (kind === 'store' ? inventoryApi.store(item.id, body) : inventoryApi.install(item.id, body));
    action.mutate(
      {
        run,
        success: `${quantity} unit(s) ${source ? 'transferred' : kind === 'store' ? 'stored' : 'installed'} on ${plan.name}.`,
      },
      {
        onSuccess: () => {
          setSpot(null);
          onDone?.();
        },
        onError: (failure) => {
          const fields = formFieldErrors(failure, {
            quantity: 'quantity',
            x: 'spot',
            y: 'spot',
            deckplan_id: 'spot',
          });
          setError(fields.quantity ?? fields.spot ?? null);
          showErrorAlert(failure);
        },
      },
    );
  };
  return (
    <Stack gap="xs" component="section" aria-label={source ? 'Transfer units' : 'Place on a plan'}>
      {source && (
        <ShipSelect
          bucketId={item.company_id}
          value={projectId}
          onChange={(next) => {
            setProjectId(next);
            setPlanId('');
            setSpot(null);
          }}
        />
      )}
      <SegmentedControl
        fullWidth
        size="md"
        value={kind}
        onChange={(value) => setKind(value as Kind)}
        data={[
          { value: 'store', label: 'Store' },
          { value: 'install', label: 'Install' },
        ]}
      />
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
      <NumberInput label="Quantity" size="md" min={1} value={quantity} onChange={setQuantity} error={error} />
      {plan && (
        <LazyDeckplanMap
          key={plan.id}
          plan={plan}
          height="45vh"
          pins={pins.data ?? []}
          picked={spot}
          onPick={(point) => {
            setSpot(point);
            setError(null);
          }}
        />
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {spot ? `Spot chosen at ${spot.x}, ${spot.y}.` : 'Tap the plan where the units are.'}
      </Text>
      <Button
        size="md"
        disabled={!spot || typeof quantity !== 'number'}
        loading={action.isPending}
        onClick={place}
      >
        {source
          ? kind === 'store'
            ? 'Transfer to storage here'
            : 'Transfer to installation here'
          : kind === 'store'
            ? 'Store here'
            : 'Install here'}
      </Button>
    </Stack>
  );
}
