import { findSessionUser } from '../../server/accounts/repository';
import { toBot } from '../../server/bots/answers';
import { listBots } from '../../server/bots/repository';
import type { Database } from '../../server/db/database';
import { toMarketBot } from '../../server/market/answers';
import { listMarketBots } from '../../server/market/repository';
import { toSequence } from '../../server/sequences/answers';
import { listSequences } from '../../server/sequences/repository';
import { botListQuerySchema } from '../../src/domain/bots/bots';
import { marketListQuerySchema } from '../../src/domain/market/market';

type Db = Database['db'];

/** A list the API bench loads: its route, and the database work its handler does for the default query. */
export interface ListEndpoint {
  name: string;
  path: string;
  /** The handler's repository calls (the session lookup, then the list), without HTTP. */
  raw: (db: Db, token: string) => Promise<unknown>;
  /** The same, written as the route answers it; undefined when the token has no live session. */
  answer: (db: Db, token: string) => Promise<unknown>;
}

function listEndpoint<Found>(name: string, path: string, list: (db: Db, userId: string) => Promise<Found>, answerOf: (found: Found) => unknown): ListEndpoint {
  return {
    name,
    path,
    raw: async (db, token) => list(db, (await findSessionUser(db, token))!.id),
    answer: async (db, token) => {
      const user = await findSessionUser(db, token);
      return user?.isActive ? answerOf(await list(db, user.id)) : undefined;
    },
  };
}

const botDefaults = botListQuerySchema.parse({});
const marketDefaults = marketListQuerySchema.parse({});

export const listEndpoints: ListEndpoint[] = [
  listEndpoint('GET sequences', '/v1/sequences/sequences', listSequences, (rows) => rows.map(toSequence)),
  listEndpoint(
    'GET market bots',
    '/v1/market/bots',
    (db, userId) => listMarketBots(db, { userId, sort: marketDefaults.sort, page: marketDefaults.page, pageSize: marketDefaults.page_size }),
    ({ rows, total }) => ({ items: rows.map(toMarketBot), total, page: marketDefaults.page, page_size: marketDefaults.page_size }),
  ),
  listEndpoint(
    'GET My Bots',
    '/v1/bots',
    (db, userId) => listBots(db, { userId, sort: botDefaults.sort, page: botDefaults.page, pageSize: botDefaults.page_size }),
    ({ rows, total }) => ({ items: rows.map(toBot), total, page: botDefaults.page, page_size: botDefaults.page_size }),
  ),
];
