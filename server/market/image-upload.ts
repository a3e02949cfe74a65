import type { MultipartFile } from '@fastify/multipart';
import { acceptedMarketImageTypes, imageTypeOf, marketImageMessages, maxMarketImageBytes } from '../../src/domain/market/market-image';
import { HttpError } from '../plugins/errors';
import { readLimitedFile } from '../uploads/limited-file';
import { storedImage, type StoredImage } from './stored-image';

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
  const content = await readLimitedFile(part, maxMarketImageBytes, tooLarge, (head) => {
    if (!imageTypeOf(head.subarray(0, 8))) throw wrongType();
  });
  // The type stored is the one the bytes prove, not the one the browser claimed (an empty file has none).
  const type = imageTypeOf(content.subarray(0, 8));
  if (!type) throw wrongType();
  return storedImage(type, content);
}
