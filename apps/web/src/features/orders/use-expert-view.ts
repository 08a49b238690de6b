import { showsExpertView, taskListOf } from '@keelson/domain';
import { createStore, useStore } from '../../lib/store.ts';
import { useCurrentUser } from '../profile/use-current-user.ts';

const STORAGE_KEY = 'keelson.expert-view';

function readChoice(): boolean | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === null ? null : stored === 'on';
  } catch {
    return null;
  }
}

// The choice is the browser's, like a display preference; it survives reloads and sign-outs.
const choice = createStore<boolean | null>(readChoice());

/**
 * Whether the maintenance screens show the expert's view: experts only, on unless they switched it
 * off. Off, an expert sees what the crew sees (crew lists, displays and actions).
 */
export function useExpertView() {
  const user = useCurrentUser().data;
  const isExpert = user?.available_features.includes('ihm.expert') ?? false;
  const expertView = showsExpertView(isExpert, useStore(choice));
  const setExpertView = (on: boolean) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Without storage the choice lasts until the page is reloaded.
    }
    choice.set(on);
  };
  return { isExpert, expertView, taskList: taskListOf(expertView), setExpertView };
}
