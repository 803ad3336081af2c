/**
 * The loop of a polling worker (the jobs' and the outbox's): one pass at a time; a pass answers how
 * long to sleep before the next; `run()` during a pass asks for another right after it, and `run()`
 * while asleep starts one now. `stop()` cancels the sleep and resolves when the pass under way ends.
 */
export function pollLoop(options: {
  /** One pass over the work; answers the milliseconds until the next. */
  pass: () => Promise<number>;
  /** Whether a pass may start now (ready, not closed, something to do). */
  canRun: () => boolean;
  /** The sleep after a pass that failed. */
  retryMs: number;
  onError: (error: unknown) => void;
}) {
  let stopped = false;
  let passing: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  function run() {
    if (stopped || !options.canRun()) return;
    if (passing) {
      again = true;
      return;
    }
    clearTimeout(timer);
    let waitMs = options.retryMs;
    passing = options
      .pass()
      .then((ms) => {
        waitMs = ms;
      })
      .catch(options.onError)
      .finally(() => {
        passing = null;
        if (stopped) return;
        if (again) {
          again = false;
          run();
          return;
        }
        timer = setTimeout(run, waitMs).unref();
      });
  }

  return {
    run,
    stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      return passing ?? Promise.resolve();
    },
  };
}
