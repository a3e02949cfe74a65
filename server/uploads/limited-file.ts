import type { MultipartFile } from '@fastify/multipart';
import { HttpError } from '../plugins/errors';
import { unreadableForm } from './form-parts';

/**
 * An uploaded file read as it arrives, never more than `maxBytes` of it: the first chunk goes to
 * `checkHead` (a content check that refuses before the rest is read), and the size is checked on
 * every chunk, so a file over the limit is refused while it streams (the multipart limit stops it there too).
 */
export async function readLimitedFile(part: MultipartFile, maxBytes: number, tooLarge: () => HttpError, checkHead: (head: Buffer) => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (size === 0) checkHead(chunk);
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw unreadableForm(error);
  }
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}
