import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { yieldBeforeEachStatement } from '../../../server/db/database';

let client: PGlite | null = null;
afterEach(async () => {
  await client?.close();
  client = null;
});

/**
 * Requests as the API makes them, each a statement and then another once the first has answered
 * (the session, then the list): how many had finished when the event loop next turned (where it
 * accepts connections and reads requests), or null when every one finished before it could.
 */
async function finishedBeforeTheLoopTurned(database: PGlite, requests: number): Promise<number | null> {
  let finished = 0;
  let finishedAtTurn: number | null = null;
  const burst = Array.from({ length: requests }, async () => {
    await database.query('select 1');
    await database.query('select 2');
    finished += 1;
  });
  setImmediate(() => (finishedAtTurn = finished));
  await Promise.all(burst);
  return finishedAtTurn;
}

describe('the embedded database and the event loop', () => {
  it('requests queued on PGlite run back to back without the loop turning, unless each statement yields first', async () => {
    client = new PGlite();
    await client.query('select 1');
    // The plain client, as the server had it: I/O waited for the whole queue.
    expect(await finishedBeforeTheLoopTurned(client, 50)).toBeNull();
    yieldBeforeEachStatement(client);
    expect(await finishedBeforeTheLoopTurned(client, 50)).toBe(0);
    // Statements still answer as before.
    expect((await client.query<{ answer: number }>('select 42 as answer')).rows).toEqual([{ answer: 42 }]);
    expect(await client.exec('select 1; select 2')).toHaveLength(2);
  });
});
