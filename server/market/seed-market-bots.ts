import { refreshCopiesWithoutInputs } from '../bots/bought-copies';
import type { Db } from '../db/database';
import { upsertSeededBots } from './repository';
import { seededChangelog } from './seed-bots/seeded-bot';
import { seededBots } from './seed-bots/seeded-bots';
import { seededIllustration } from './seed-bots/seeded-illustration';
import { marketImagePath } from './stored-image';
import { refreshDownloadCounts } from './downloads-repository';
import { refreshReviewSummaries } from './reviews-repository';
import { recordSeededVersions } from './versions-repository';

/**
 * The sixteen seeded bots with their illustrations, rated only by their reviews and counted only by
 * their purchases, each workflow a version (D130); idempotent, so it runs on every start. Copies
 * bought before the bots declared their inputs (D66) take the workflow that does.
 */
export async function seedMarketBots(db: Db): Promise<void> {
  const drawn = seededBots.map((bot) => ({ bot, image: seededIllustration(bot.hue, bot.id) }));
  await upsertSeededBots(
    db,
    drawn.map(({ bot, image }) => ({
      id: bot.id,
      title: bot.title,
      description: bot.description,
      author: bot.author,
      tags: bot.tags,
      createdAt: new Date(`${bot.releasedOn}T12:00:00Z`),
      priceCents: bot.priceCents,
      image: marketImagePath(image.id),
      workflow: bot.workflow,
      publisherId: null,
    })),
    drawn.map(({ image }) => image),
  );
  await recordSeededVersions(
    db,
    seededBots.map((bot) => ({ id: bot.id, workflow: bot.workflow, releasedAt: new Date(`${bot.releasedOn}T12:00:00Z`), changelog: bot.changelog ?? seededChangelog })),
  );
  // Every bot's rating is its reviews' average and count, its downloads its buyers (D83): this
  // replaces the made-up figures earlier seeds wrote, and writes nothing when they already agree.
  await refreshReviewSummaries(db);
  await refreshDownloadCounts(db);
  await refreshCopiesWithoutInputs(db, seededBots);
}
