import { HttpError } from '../plugins/errors';

/**
 * How many password hashes run at once, and how many more may wait. scrypt takes 32 MiB and 50 to
 * 100 ms of a core per hash on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says
 * otherwise); the pool also does the process's file and DNS work.
 */
export interface PasswordWorkLimits {
  running: number;
  waiting: number;
}

const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/** Waiting room for 8 rounds of the pool: on this 2-core machine about 2 s before a hash starts. */
export const defaultPasswordWorkLimits: PasswordWorkLimits = { running: threadPoolSize, waiting: 8 * threadPoolSize };

export const passwordWorkBusy = 'Too many people are signing in right now. Please try again in a few seconds.';

/** Said to nobody: the client closed its connection while its password work waited. */
export const passwordWorkAbandoned = 'The connection closed before this request was handled.';

/**
 * Password work to run when its turn comes, unless `isWanted` then says the client has gone: a
 * flood's callers give up while they wait (autocannon closed thousands at the end of each round),
 * and hashing for them only delays the callers still there.
 */
export type PasswordWorkGate = <T>(work: () => Promise<T>, isWanted?: () => boolean) => Promise<T>;

/**
 * Admits password work up to the limits and refuses the rest at once with 503 and Retry-After.
 * Without it, 200 sign-ins at once queued behind the pool for up to 10 s each (npm run bench -- api),
 * and a flood of them delayed every sign-in and the pool's other work without end; now the ones let
 * in finish in about the time the waiting room holds, and the others know to come back.
 */
export function passwordWorkGate({ running, waiting }: PasswordWorkLimits = defaultPasswordWorkLimits): PasswordWorkGate {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };
  return async (work, isWanted = () => true) => {
    if (active < running) active += 1;
    else if (queue.length < waiting) await new Promise<void>((admit) => queue.push(admit));
    else throw new HttpError(503, passwordWorkBusy, { 'Retry-After': '1' });
    try {
      if (!isWanted()) throw new HttpError(503, passwordWorkAbandoned);
      return await work();
    } finally {
      release();
    }
  };
}
