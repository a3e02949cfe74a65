import type { ApiClient } from './api-client';
import {
  botListLimits,
  botPageSchema,
  botSchema,
  botSummarySchema,
  type Bot,
  type BotCreatePayload,
  type BotEditPayload,
  type BotListQuery,
  type BotPage,
  type BotPriority,
  type BotSummary,
} from '../domain/bots/bots';
import { botUpdateSchema, type BotUpdate, type BotUpdatePayload } from '../domain/bots/bot-update';
import { signedInCall } from './signed-in-call';

const botsPath = '/bots';
const botPath = (id: number) => `${botsPath}/${encodeURIComponent(String(id))}`;

/** Long enough to send a 50 MB configuration file on a slow line. */
export const uploadTimeoutMs = 300_000;

/** One page of the caller's bots (D8); errors carry the spec's text (02 §8). */
export async function listBots(api: ApiClient, query: BotListQuery = {}, signal?: AbortSignal): Promise<BotPage> {
  return signedInCall(api, async () => botPageSchema.parse(await api.get(botsPath, { query, signal })));
}

/**
 * The first `pages` pages (of the list's default size) as one answer, so a grid that has loaded them
 * can read them again after a change. The API gives at most `pageSizeMax` bots a request, so they are
 * read in blocks of 4, 2 and 1 pages: each block starts where a page of its own size starts.
 */
export async function listFirstBotPages(api: ApiClient, query: Omit<BotListQuery, 'page' | 'page_size'>, pages: number, signal?: AbortSignal): Promise<BotPage> {
  const pageSize = botListLimits.pageSizeDefault;
  let largestBlock = 1;
  while (largestBlock * 2 * pageSize <= botListLimits.pageSizeMax) largestBlock *= 2;
  const blocks: Array<{ page: number; page_size: number }> = [];
  let read = 0;
  for (let block = largestBlock; block >= 1; block /= 2) {
    for (; pages - read >= block; read += block) blocks.push({ page: read / block + 1, page_size: block * pageSize });
  }
  const answers = await Promise.all(blocks.map((block) => listBots(api, { ...query, ...block }, signal)));
  // A bot added or deleted between two blocks' reads could show twice.
  const seen = new Set<number>();
  const items = answers.flatMap((answer) => answer.items).filter((bot) => !seen.has(bot.id) && seen.add(bot.id));
  return { items, total: answers.at(-1)?.total ?? 0, page: 1, page_size: pages * pageSize };
}

/** Counts over all of the caller's bots: My Bots' tiles and chips, the dashboard (D7). */
export async function getBotSummary(api: ApiClient): Promise<BotSummary> {
  return signedInCall(api, async () => botSummarySchema.parse(await api.get(`${botsPath}/summary`)));
}

export async function getBot(api: ApiClient, id: number): Promise<Bot> {
  return signedInCall(api, async () => botSchema.parse(await api.get(botPath(id))));
}

/** The Add Bot dialog's Subscribe tab, or its Upload tab without a file. */
export async function createBot(api: ApiClient, payload: BotCreatePayload): Promise<Bot> {
  return signedInCall(api, async () => botSchema.parse(await api.post(botsPath, payload)));
}

export interface BotUpload {
  name: string;
  description: string;
  /** '' leaves it to the workflow file's priority, else Normal (D83). */
  priority: BotPriority | '';
  notes: string;
  file: File;
}

/** The Add Bot dialog's Upload tab with a configuration file: multipart, the file last so the fields arrive first. */
export async function uploadBot(api: ApiClient, upload: BotUpload): Promise<Bot> {
  const form = new FormData();
  form.append('name', upload.name);
  form.append('description', upload.description);
  form.append('priority', upload.priority);
  form.append('notes', upload.notes);
  form.append('file', upload.file, upload.file.name);
  return signedInCall(api, async () => botSchema.parse(await api.post(`${botsPath}/upload`, form, { timeoutMs: uploadTimeoutMs })));
}

export async function updateBot(api: ApiClient, id: number, payload: BotEditPayload): Promise<Bot> {
  return signedInCall(api, async () => botSchema.parse(await api.put(botPath(id), payload)));
}

export async function setBotActive(api: ApiClient, id: number, isActive: boolean): Promise<Bot> {
  return signedInCall(api, async () => botSchema.parse(await api.patch(botPath(id), { isActive })));
}

export async function duplicateBot(api: ApiClient, id: number): Promise<Bot> {
  return signedInCall(api, async () => botSchema.parse(await api.post(`${botPath(id)}/duplicate`)));
}

export async function deleteBot(api: ApiClient, id: number): Promise<void> {
  await signedInCall(api, () => api.delete(botPath(id)));
}

/** A bot's setup alone (D66): what a bought bot's edit form saves (D130). */
export async function saveBotSetup(api: ApiClient, id: number, inputValues: Record<string, unknown>): Promise<Bot> {
  return signedInCall(api, async () => botSchema.parse(await api.put(`${botPath(id)}/setup`, { inputValues })));
}

/** What updating a bought bot to its listing's latest version changes (D130). */
export async function getBotUpdate(api: ApiClient, id: number, signal?: AbortSignal): Promise<BotUpdate> {
  return signedInCall(api, async () => botUpdateSchema.parse(await api.get(`${botPath(id)}/update`, { signal })));
}

/** Updates a bought bot to the version its owner saw, with values for the inputs it asks for. */
export async function applyBotUpdate(api: ApiClient, id: number, payload: BotUpdatePayload): Promise<Bot> {
  return signedInCall(api, async () => botSchema.parse(await api.post(`${botPath(id)}/update`, payload)));
}
