import { PRODUCT_NAME } from '../constants.ts';

/**
 * The document title: the leaf title, then its parents' titles (innermost first), then the
 * product name, joined with ' - '. `titlesFromRoot` lists the matched routes' titles outermost first.
 */
export function buildPageTitle(titlesFromRoot: readonly (string | undefined)[]): string {
  const titles = titlesFromRoot.filter((title): title is string => Boolean(title)).reverse();
  return [...titles, PRODUCT_NAME].join(' - ');
}
