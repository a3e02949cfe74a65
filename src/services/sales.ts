import type { ApiClient } from './api-client';
import { marketBotDetailSchema, type MarketBotDetail } from '../domain/market/listing';
import type { MarketUpdate } from '../domain/market/publishing';
import { botSalesDetailSchema, salesListSchema, type BotSalesDetail, type SalesList } from '../domain/market/sales';
import { signedInCall } from './signed-in-call';

/** The Sales page (D130): a seller's published bots with their figures, one bot's sales, its updates and unpublishing. */

const botPath = (id: number) => `/market/bots/${encodeURIComponent(String(id))}`;

export async function listSales(api: ApiClient, signal?: AbortSignal): Promise<SalesList> {
  return signedInCall(api, async () => salesListSchema.parse(await api.get('/market/sales', { signal })));
}

/** One of the caller's bots with its latest sales; a 404 for another user's. */
export async function getBotSales(api: ApiClient, id: number, signal?: AbortSignal): Promise<BotSalesDetail> {
  return signedInCall(api, async () => botSalesDetailSchema.parse(await api.get(`${botPath(id)}/sales`, { signal })));
}

/** An update of the caller's market bot from another saved version of its sequence, with its changelog. */
export async function publishMarketUpdate(api: ApiClient, id: number, update: MarketUpdate): Promise<MarketBotDetail> {
  return signedInCall(api, async () => marketBotDetailSchema.parse(await api.post(`${botPath(id)}/versions`, update)));
}

/** Takes the caller's bot out of the market; its buyers keep their copies. */
export async function unpublishMarketBot(api: ApiClient, id: number): Promise<void> {
  await signedInCall(api, () => api.delete(botPath(id)));
}
