import type { MultipartFile } from '@fastify/multipart';
import { acceptedMarketImageTypes, imageTypeOf, marketImageMessages, maxMarketImageBytes } from '../../src/domain/market/market-image';
import { HttpError } from '../plugins/errors';
import { storedImage, type StoredImage } from './catalogue-images';

const tooLarge = () => new HttpError(413, marketImageMessages.tooLarge);
const wrongType = () => new HttpError(415, marketImageMessages.wrongType);

/**
 * The upload modal's image, checked as it arrives: the declared type before a byte is read, the
 * content's own signature on the first bytes (a renamed file is refused), the size on every chunk
 * (the multipart limit stops the stream at 5 MB, so more is never read).
 */
export async function receiveMarketImage(part: MultipartFile): Promise<StoredImage> {
  const declared = part.mimetype.split(';')[0]!.trim().toLowerCase();
  if (!(acceptedMarketImageTypes as readonly string[]).includes(declared)) throw wrongType();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxMarketImageBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (part.file.truncated) throw tooLarge();
  const content = Buffer.concat(chunks, size);
  // The type stored is the one the bytes prove, not the one the browser claimed.
  const type = imageTypeOf(content.subarray(0, 8));
  if (!type) throw wrongType();
  return storedImage(type, content);
}
