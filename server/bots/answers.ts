import type { Bot } from '../../src/domain/bots/bots';
import { needsSetup } from '../../src/domain/bots/bot-setup';
import type { BotRow } from './repository';
import { isoTime } from '../db/iso-time';

/** A bot of My Bots as the API answers it. */
export function toBot(row: BotRow): Bot {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    author: row.author,
    rating: row.rating,
    downloads: row.downloads,
    tags: row.tags,
    createdAt: isoTime(row.createdAt),
    price: row.priceCents / 100,
    priority: row.priority,
    notes: row.notes,
    configure: row.configure,
    isActive: row.isActive,
    installedAt: isoTime(row.installedAt),
    lastRan: row.lastRan ? isoTime(row.lastRan) : null,
    subscriptionUrl: row.subscriptionUrl,
    configFile:
      row.configFileName !== null && row.configFileType !== null && row.configFileSize !== null
        ? { name: row.configFileName, type: row.configFileType, size: row.configFileSize }
        : null,
    hasWorkflow: row.hasWorkflow,
    inputs: row.inputs,
    inputValues: row.inputValues,
    needsSetup: needsSetup(row.inputs, row.inputValues),
    marketBotId: row.marketBotId,
    version: row.marketVersion,
    // A newer version of its listing, for its owner to apply when they choose (D130).
    updateTo: row.marketBotId !== null && row.latestVersion !== null && row.latestVersion > (row.marketVersion ?? 0) ? row.latestVersion : null,
  };
}
