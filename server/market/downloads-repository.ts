import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { marketBots } from '../db/schema/market';

/**
 * A market bot's downloads (D83): the buyers who hold it through a completed payment, one
 * each however often they bought it. A refunded payment no longer counts, a sample never did.
 * Kept in market_bots.downloads so lists sort by it; called in the transaction that settles or
 * refunds a payment, and by the seed at every start for every bot (`botIds` absent), which
 * replaces the made-up figures earlier seeds wrote and writes nothing when they already agree.
 */
export async function refreshDownloadCounts(db: Db, botIds?: readonly number[]): Promise<void> {
  if (!botIds) {
    // Every bot's row in id order, as the review summaries take them, so two starts cannot deadlock.
    await db.transaction(async (tx) => {
      const rows = await tx.select({ id: marketBots.id }).from(marketBots).orderBy(asc(marketBots.id)).for('update');
      await refreshDownloadCounts(tx, rows.map((row) => row.id));
    });
    return;
  }
  if (botIds.length === 0) return;
  // The rows first, in id order (two buyers of the same bots cannot deadlock), in a statement of
  // their own: the count below then sees every payment settled by whoever held them before.
  const ids = sql.param([...botIds]);
  await db.execute(sql`select id from market_bots where id = any(${ids}::int[]) order by id for update`);
  await db.execute(sql`
    update market_bots set downloads = s.count
    from (
      select b.id, (
        select count(distinct l.user_id)::int
        from payment_lines l join payments p on p.user_id = l.user_id and p.number = l.payment_number
        where l.market_bot_id = b.id and p.status = 'completed' and not p.sample
      ) as count
      from market_bots b where b.id = any(${ids}::int[])
    ) s
    where s.id = market_bots.id and market_bots.downloads is distinct from s.count`);
}
