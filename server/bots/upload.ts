import type { MultipartFile, Multipart } from '@fastify/multipart';
import { acceptedBotFileTypes, botFileMessages, maxBotFileBytes } from '../../src/domain/bots/bot-file';
import { workflowFileFields, type WorkflowFileFields } from '../../src/domain/bots/workflow-file-fields';
import { savedWorkflowSchema } from '../../src/domain/workflow/saved-workflow';
import { HttpError } from '../plugins/errors';
import { requireStorableField, unstorableTextIn } from '../plugins/storable-text';
import { readLimitedFile } from '../uploads/limited-file';

export interface ReceivedFile {
  name: string;
  type: (typeof acceptedBotFileTypes)[number];
  content: Buffer;
  /** The parsed workflow when the file is one (D38), else null. */
  workflow: unknown;
  /** The title and priority a saved workflow carries, for the fields the form left empty (D83). */
  fields: WorkflowFileFields;
}

const tooLarge = () => new HttpError(413, botFileMessages.tooLarge);
const wrongType = () => new HttpError(415, botFileMessages.wrongType);

/** Signatures of the binary files people most often rename: PNG, JPEG, GIF, PDF, ZIP (and Office), gzip. */
const binarySignatures = [[0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff], [0x47, 0x49, 0x46, 0x38], [0x25, 0x50, 0x44, 0x46], [0x50, 0x4b, 0x03, 0x04], [0x1f, 0x8b]];

function startsWithBinarySignature(head: Buffer): boolean {
  return binarySignatures.some((signature) => signature.every((byte, index) => head[index] === byte));
}

function declaredType(mimetype: string): ReceivedFile['type'] | null {
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  return (acceptedBotFileTypes as readonly string[]).includes(type) ? (type as ReceivedFile['type']) : null;
}

/**
 * Reads the uploaded file with its checks done as it arrives: the declared type before a byte is
 * read, a binary signature on the first chunk, the size on every chunk (the multipart limit stops
 * the stream at 50 MB, so more is never read). What passes is at most 50 MB in memory, which a
 * bytea column needs whole anyway; then it must be UTF-8 text without NUL, and JSON when declared so.
 */
export async function receiveBotFile(part: MultipartFile): Promise<ReceivedFile> {
  const type = declaredType(part.mimetype);
  if (!type) throw wrongType();
  const content = await readLimitedFile(part, maxBotFileBytes, tooLarge, (head) => {
    if (startsWithBinarySignature(head)) throw wrongType();
  });
  const text = textOf(content);
  if (text === null) throw wrongType();
  let workflow: unknown = null;
  let fields: WorkflowFileFields = {};
  if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw wrongType();
    }
    // A JSON escape can still spell a NUL, which the workflow's jsonb column cannot hold.
    const unstorable = unstorableTextIn(parsed, ['file']);
    if (unstorable) throw new HttpError(422, unstorable);
    const asWorkflow = savedWorkflowSchema.safeParse(parsed);
    workflow = asWorkflow.success ? asWorkflow.data : null;
    if (asWorkflow.success) {
      const carried = workflowFileFields(parsed);
      if (!carried.ok) throw new HttpError(422, `file: ${carried.message}`);
      fields = carried.fields;
    }
  }
  return { name: requireStorableField('file', part.filename || 'configuration'), type, content, workflow, fields };
}

/** The file as text, or null when it is not UTF-8 text (invalid sequences, or NUL, which no text file holds). */
function textOf(content: Buffer): string | null {
  if (content.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return null;
  }
}

/** The form's text fields, whatever order the parts came in; the file may come anywhere among them. */
export function fieldValue(part: Multipart): string | null {
  return part.type === 'field' && typeof part.value === 'string' ? requireStorableField(part.fieldname, part.value) : null;
}
