import { Switch } from '@mantine/core';
import { useExpertView } from './use-expert-view.ts';

/** The expert view toggle; nobody but the company's experts sees it. */
export function ExpertViewSwitch({ bucketId }: { bucketId: string }) {
  const { isExpert, expertView, setExpertView } = useExpertView(bucketId);
  if (!isExpert) return null;
  return (
    <Switch
      label="Expert view"
      checked={expertView}
      onChange={(event) => setExpertView(event.currentTarget.checked)}
    />
  );
}
