import { Switch } from '@mantine/core';
import { useExpertView } from './use-expert-view.ts';

/** The expert view toggle; nobody but experts sees it. */
export function ExpertViewSwitch() {
  const { isExpert, expertView, setExpertView } = useExpertView();
  if (!isExpert) return null;
  return (
    <Switch
      label="Expert view"
      checked={expertView}
      onChange={(event) => setExpertView(event.currentTarget.checked)}
    />
  );
}
