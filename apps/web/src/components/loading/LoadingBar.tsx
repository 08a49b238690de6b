import { useStore } from '../../lib/store.ts';
import { loadingBarStore } from './activity-store.ts';

export function LoadingBar() {
  const visible = useStore(loadingBarStore);
  if (!visible) return null;
  return <div className="loading-bar" role="progressbar" aria-label="Loading" data-testid="loading-bar" />;
}
