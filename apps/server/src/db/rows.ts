/** The rows of a raw `db.execute` answer: both drivers answer `{ rows }` (older shapes: the array). */
export function rowsOf<Row>(result: unknown): Row[] {
  return ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
}
