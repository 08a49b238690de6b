/**
 * Runs `close` once on SIGINT or SIGTERM, then exits: the HTTP server stops taking requests and
 * running jobs get their time to finish (or are released to be retried elsewhere).
 */
export function onShutdown(close: (signal: string) => Promise<void>) {
  let closing = false;
  const handle = (signal: string) => {
    if (closing) return;
    closing = true;
    close(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => handle('SIGINT'));
  process.on('SIGTERM', () => handle('SIGTERM'));
}
