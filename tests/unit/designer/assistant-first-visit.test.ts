import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { assistantClosedKey, followDesignerAssistant, type FlagStorage } from '../../../src/app/designer/assistant-first-visit';
import { assistantChatMachine } from '../../../src/machines/assistant/assistant-chat.machine';
import { selectChatOpen } from '../../../src/machines/assistant/assistant-chat.selectors';

function memoryStorage(entries: Record<string, string> = {}): FlagStorage {
  return { getItem: (key) => entries[key] ?? null, setItem: (key, value) => void (entries[key] = value) };
}

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const startedChat = () => createActor(assistantChatMachine, { input: { welcome: null } }).start();
const isOpen = (chat: ReturnType<typeof startedChat>) => selectChatOpen(chat.getSnapshot());

describe("the designer's assistant on a first visit (D96)", () => {
  it('opens once the canvas has painted, not before', async () => {
    const chat = startedChat();
    const canvas = gate();
    followDesignerAssistant(chat, memoryStorage(), 'ada@botflow.dev', canvas.opened);
    await Promise.resolve();
    expect(isOpen(chat)).toBe(false);
    canvas.open();
    await canvas.opened;
    expect(isOpen(chat)).toBe(true);
  });

  it('stays closed for a user who closed it before, and remembers a closing', async () => {
    const storage = memoryStorage({ [assistantClosedKey('ada@botflow.dev')]: 'yes' });
    const chat = startedChat();
    followDesignerAssistant(chat, storage, 'ada@botflow.dev');
    await Promise.resolve();
    expect(isOpen(chat)).toBe(false);

    const otherStorage = memoryStorage();
    const other = startedChat();
    followDesignerAssistant(other, otherStorage, 'bob@botflow.dev');
    await Promise.resolve();
    other.send({ type: 'chat.close' });
    expect(otherStorage.getItem(assistantClosedKey('bob@botflow.dev'))).toBe('yes');
  });

  it('leaves alone what the user did before the canvas painted, and opens nothing once the designer has closed', async () => {
    const chat = startedChat();
    const canvas = gate();
    followDesignerAssistant(chat, memoryStorage(), null, canvas.opened);
    chat.send({ type: 'chat.open' });
    chat.send({ type: 'chat.close' });
    canvas.open();
    await canvas.opened;
    expect(isOpen(chat)).toBe(false);

    const left = startedChat();
    const leftCanvas = gate();
    followDesignerAssistant(left, memoryStorage(), 'ada@botflow.dev', leftCanvas.opened)();
    leftCanvas.open();
    await leftCanvas.opened;
    expect(isOpen(left)).toBe(false);
  });
});
