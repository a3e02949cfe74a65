/** The add-bot form's file (spec 02 §5, §9): the client checks these before sending; the server checks them again. */
export const maxBotFileBytes = 52_428_800;

export const botFileMessages = {
  tooLarge: 'File size must be less than 50MB',
  wrongType: 'Only JSON and text files are accepted',
} as const;

export const acceptedBotFileTypes = ['application/json', 'text/plain'] as const;
export const acceptedBotFileExtensions = ['.json', '.txt'] as const;

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

/**
 * The spec's message for a file the form must refuse, or null. A browser that cannot tell the type
 * gives '' (common for .json on some systems): the extension decides then.
 */
export function botFileProblem(file: FileFacts): string | null {
  if (file.size > maxBotFileBytes) return botFileMessages.tooLarge;
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  const extensionAccepted = (acceptedBotFileExtensions as readonly string[]).includes(extensionOf(file.name));
  const typeAccepted = type === '' ? extensionAccepted : (acceptedBotFileTypes as readonly string[]).includes(type);
  return typeAccepted && extensionAccepted ? null : botFileMessages.wrongType;
}

/**
 * A JSON file may be a saved workflow carrying a title and a priority, which fill the add-bot
 * fields left empty (D83; the server reads them: workflow-file-fields.ts).
 */
export function mayCarryBotFields(file: FileFacts): boolean {
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || (type === '' && extensionOf(file.name) === '.json');
}
