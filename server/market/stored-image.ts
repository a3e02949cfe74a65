import { createHash } from 'node:crypto';

/** The marketplace's images as stored: seeded bots' illustrations and the images publishers upload. */

export interface StoredImage {
  id: string;
  type: string;
  content: Buffer;
}

/** An image's id is the SHA-256 of its bytes: the same bytes always have the same long-cached URL. */
export function storedImage(type: string, content: Buffer): StoredImage {
  return { id: createHash('sha256').update(content).digest('hex'), type, content };
}

export const marketImagePath = (id: string) => `/v1/market/images/${id}`;
