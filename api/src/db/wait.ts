/**
 * A start that finds PostgreSQL or Redis not answering yet (a container starting beside it, a
 * failover) waits for it a bounded time, saying so in one line per try, then gives up with one
 * line: the orchestrator restarts the replica, the operator reads what is missing.
 */

/** A refusal to start whose message is the whole story: server.ts prints it without a stack. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** Errors of a server that is not (yet) there, as opposed to one that refuses us. */
const UNANSWERED = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL: "the database system is starting up" / "shutting down".
  '57P03',
  '57P01',
]);

/** The error's code; Node reports several addresses tried (localhost: ::1, 127.0.0.1) as one. */
function codeOf(error: unknown): string | undefined {
  const { code, errors } = (error ?? {}) as { code?: unknown; errors?: unknown[] };
  if (typeof code === 'string' && code) return code;
  return errors?.length ? codeOf(errors[0]) : undefined;
}

/** Pauses before each new try (ms): 1 s, 2 s, 4 s… at most 15 s, together at most `seconds`. */
export function pauses(seconds: number): number[] {
  const list: number[] = [];
  let left = seconds * 1000;
  for (let next = 1000; left > 0; next = Math.min(next * 2, 15_000)) {
    list.push(Math.min(next, left));
    left -= next;
  }
  return list;
}

/** `host:port` of a connection URL, never its credentials. */
export function addressOf(url: string, defaultPort: number): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || defaultPort}`;
  } catch {
    return '(unreadable URL)';
  }
}

/**
 * `open()` until it succeeds: a server that does not answer is tried again after each pause,
 * anything else (a wrong password, a missing database) stops at once. `what` names the server
 * ("PostgreSQL at db:5432") in every line.
 */
export async function untilAnswers<T>(
  what: string,
  open: () => Promise<T>,
  { waitSeconds, log }: { waitSeconds: number; log: (line: string) => void },
): Promise<T> {
  const waits = pauses(waitSeconds);
  for (let attempt = 1; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      const code = codeOf(error);
      if (!code || !UNANSWERED.has(code))
        throw new StartupError(`${what}: ${(error as Error).message || String(error)}`);
      const pause = waits[attempt - 1];
      if (pause === undefined)
        throw new StartupError(
          `${what} did not answer (${code}) in ${attempt} attempts over ${waitSeconds} s ` +
            '(STARTUP_WAIT_SECONDS); is it running and reachable from here?',
        );
      log(
        `${what} does not answer (${code}); retrying in ${pause / 1000} s ` +
          `(attempt ${attempt + 1} of ${waits.length + 1})`,
      );
      await new Promise((done) => setTimeout(done, pause));
    }
  }
}
