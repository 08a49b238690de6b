import { useDebouncedValue } from '@mantine/hooks';

/** How long the search text must rest before it counts, and how long after that the fetch fires. */
export const QUERY_SETTLE_MS = 400;
export const QUERY_FETCH_DELAY_MS = 50;

/**
 * The search text as the project list asks for it (spec section 9: "query debounce 400 ms then
 * 50 ms"). Two chained debounces: the first settles the text 400 ms after the last keystroke,
 * the second passes the settled text on 50 ms later, so the request starts 450 ms after typing
 * stops and a keystroke within those last 50 ms still restarts the whole wait.
 */
export function useProjectQueryText(text: string): string {
  const [settled] = useDebouncedValue(text.trim(), QUERY_SETTLE_MS);
  const [fired] = useDebouncedValue(settled, QUERY_FETCH_DELAY_MS);
  return fired;
}
