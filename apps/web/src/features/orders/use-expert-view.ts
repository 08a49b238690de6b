import { showsExpertView, taskListOf } from '@keelson/domain';
import { createStore, useStore } from '../../lib/store.ts';
import { useCompanyCapabilities } from '../company/use-company-capabilities.ts';

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
 * Whether the company's maintenance screens show the expert's view: only to those with the expert
 * capability on the company, on unless they switched it off. Off, an expert sees what the crew sees
 * (crew lists, displays and actions). `ready` once the capabilities are known.
 */
export function useExpertView(bucketId: string) {
  const { ready, capabilities } = useCompanyCapabilities(bucketId);
  const isExpert = capabilities.includes('ihm.maint.is_expert');
  const expertView = showsExpertView(isExpert, useStore(choice));
  const setExpertView = (on: boolean) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Without storage the choice lasts until the page is reloaded.
    }
    choice.set(on);
  };
  return { ready, isExpert, expertView, taskList: taskListOf(expertView), setExpertView };
}
