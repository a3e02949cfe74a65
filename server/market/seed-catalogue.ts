import { refreshCopiesWithoutInputs } from '../bots/repository';
import type { Db } from '../db/database';
import { catalogue } from './catalogue';
import { catalogueIllustration, marketImagePath } from './catalogue-images';
import { upsertCatalogue } from './repository';
import { refreshDownloadCounts } from './downloads-repository';
import { refreshReviewSummaries } from './reviews-repository';

/**
 * The sixteen catalogue bots with their illustrations, rated only by their reviews and counted only by their purchases; idempotent, so it runs on every start. Copies
 * bought before the bots declared their inputs (D66) take the workflow that does.
 */
export async function seedMarketCatalogue(db: Db): Promise<void> {
  const drawn = catalogue.map((bot) => ({ bot, image: catalogueIllustration(bot.hue, bot.id) }));
  await upsertCatalogue(
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
  // Every bot's rating is its reviews' average and count, its downloads its buyers (issue 30): this
  // replaces the made-up figures earlier seeds wrote, and writes nothing when they already agree.
  await refreshReviewSummaries(db);
  await refreshDownloadCounts(db);
  await refreshCopiesWithoutInputs(db, catalogue);
}
