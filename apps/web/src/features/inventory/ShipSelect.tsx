import { NativeSelect } from '@mantine/core';
import { useVessels } from '../orders/use-orders.ts';

/** The ships of the company with deck plans (a project): where transferred units may go. */
export function ShipSelect({
  bucketId,
  value,
  onChange,
}: {
  bucketId: string;
  value: string;
  onChange: (projectId: string) => void;
}) {
  const vessels = useVessels(bucketId);
  const ships = vessels.filter((vessel) => vessel.project_id);
  if (ships.length < 2) return null;
  return (
    <NativeSelect
      label="Ship"
      size="md"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={ships.map((vessel) => ({ value: vessel.project_id as string, label: vessel.name }))}
    />
  );
}
