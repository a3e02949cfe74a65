/** Multipart bodies as a browser writes them, for the upload routes' tests. */
export const multipartBoundary = '----botflow-test-boundary';

export interface FilePart {
  name: string;
  type: string;
  content: Buffer | string;
  /** The form field the file is sent under. */
  field?: string;
}

/** The text fields, then the file (the order our forms send them in). */
export function multipartBody(fields: Record<string, string>, file?: FilePart): Buffer {
  const pieces: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    pieces.push(Buffer.from(`--${multipartBoundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    pieces.push(
      Buffer.from(`--${multipartBoundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    );
    pieces.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    pieces.push(Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${multipartBoundary}--\r\n`));
  return Buffer.concat(pieces);
}
