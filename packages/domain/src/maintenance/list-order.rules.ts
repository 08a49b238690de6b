/**
 * The new order of a project's list (checks, VSCP entries, signatures, attachments) when a user
 * reorders some of its rows — typically the rows a filter or a page shows. The named rows take, in
 * the order given, the places they hold now; every other row stays where it is. Reordering a
 * filtered list so never moves what the filter hides, and naming the whole list sets its order.
 */
export function reorderedIds(current: readonly string[], named: readonly string[]): string[] {
  const wanted = [...new Set(named)].filter((id) => current.includes(id));
  const chosen = new Set(wanted);
  let next = 0;
  return current.map((id) => (chosen.has(id) ? (wanted[next++] as string) : id));
}
