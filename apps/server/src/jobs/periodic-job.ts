export type JobLog = { info: (message: string) => void; error: (error: unknown, message: string) => void };

/**
 * Runs `task` now and then every `intervalMs`. A run never overlaps the previous one; a failed run
 * is logged (`failure`) and the next one tries again; what a run reports (a line, or nothing) is
 * logged. The timer does not keep the process alive; `stop` ends it and waits for a run in
 * progress, so the database is not closed under it.
 */
export function startPeriodicJob(props: {
  intervalMs: number;
  task: () => Promise<string | null>;
  failure: string;
  log: JobLog;
}) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= props
      .task()
      .then((line) => {
        if (line) props.log.info(line);
      })
      .catch((error: unknown) => props.log.error(error, props.failure))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), props.intervalMs);
  timer.unref();
  void run();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
