/** What the report job hears while a PDF is prepared: photos and plans done of all of them. */
export type Progress = (done: number, total: number) => Promise<void> | void;

/** Counts the photos and plans prepared so far; reading and shrinking them is the render's long part. */
export function preparationCounter(total: number, progress?: Progress) {
  let done = 0;
  return {
    start: async () => {
      await progress?.(0, total);
    },
    prepared: async () => {
      done += 1;
      await progress?.(done, total);
    },
  };
}
