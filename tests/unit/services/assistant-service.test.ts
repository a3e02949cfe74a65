import { describe, expect, it } from 'vitest';
import type { AssistantStreamEvent } from '../../../src/domain/assistant/chat';
import { streamAssistantReply } from '../../../src/services/assistant';
import { answeringClient, jsonResponse } from './answering-client';

/** A server answer whose bytes arrive in the given pieces, cut anywhere (inside an event or a character). */
function piecewise(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

describe("Flo's answer stream (D35)", () => {
  it('reads the events as they complete, whatever the pieces the bytes arrive in', async () => {
    const text = 'data: {"type":"chunk","text":"Öffne "}\n\ndata: {"type":"chunk","text":"Bots"}\n\ndata: {"type":"done","mode":"offline"}\n\n';
    const bytes = new TextEncoder().encode(text);
    // Cut inside the first event and inside the two bytes of "Ö".
    const pieces = [bytes.slice(0, 20), bytes.slice(20, 36), bytes.slice(36, 37), bytes.slice(37)];
    const { api, requests } = answeringClient(() => new Response(piecewise(pieces), { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
    const events: AssistantStreamEvent[] = [];
    let opened = 0;
    await streamAssistantReply(api, { messages: [{ role: 'user', text: 'hi' }] }, { signal: new AbortController().signal, onOpen: () => (opened += 1), onEvent: (event) => events.push(event) });
    expect(opened).toBe(1);
    expect(events).toEqual([
      { type: 'chunk', text: 'Öffne ' },
      { type: 'chunk', text: 'Bots' },
      { type: 'done', mode: 'offline' },
    ]);
    expect(requests[0]!.url).toBe('/v1/assistant/chat');
    expect(JSON.parse(requests[0]!.init.body as string)).toEqual({ messages: [{ role: 'user', text: 'hi' }] });
    expect((requests[0]!.init.headers as Record<string, string>).Authorization).toBe('token-1');
  });

  it("refuses with the server's text before any event (the 20-a-minute limit)", async () => {
    const detail = 'You have sent too many messages to Flo. Please try again in 12 seconds.';
    const { api } = answeringClient(() => jsonResponse({ detail }, 429));
    const events: AssistantStreamEvent[] = [];
    await expect(
      streamAssistantReply(api, { messages: [{ role: 'user', text: 'hi' }] }, { signal: new AbortController().signal, onEvent: (event) => events.push(event) }),
    ).rejects.toMatchObject({ message: detail, status: 429 });
    expect(events).toEqual([]);
  });
});
