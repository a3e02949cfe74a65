import { listedVersionsMax, listingNeeds, listingSteps, type MarketBotDetail } from '../../src/domain/market/listing';
import { savedWorkflowSchema } from '../../src/domain/workflow/saved-workflow';
import type { Db } from '../db/database';
import { isoTime } from '../db/iso-time';
import { toMarketBot } from './answers';
import type { CallerBotRow } from './repository';
import { listVersions, publicationOf } from './versions-repository';

const nothingListed = { steps: [], needs: { inputs: [], credentialKinds: [], browser: false } } satisfies Pick<MarketBotDetail, 'steps' | 'needs'>;

/** A market bot's page (D130): what it does, what it needs and its versions, read from the workflow its buyers get. */
export async function marketBotDetail(db: Db, row: CallerBotRow): Promise<MarketBotDetail> {
  const [publication, versions] = await Promise.all([publicationOf(db, row.id), listVersions(db, row.id, listedVersionsMax)]);
  const saved = savedWorkflowSchema.safeParse(publication?.workflow);
  const listed = saved.success ? { steps: listingSteps(saved.data), needs: listingNeeds(saved.data) } : nothingListed;
  return {
    ...toMarketBot(row),
    ...listed,
    versions: versions.map((version) => ({ version: version.version, publishedAt: isoTime(version.publishedAt), changelog: version.changelog })),
  };
}
