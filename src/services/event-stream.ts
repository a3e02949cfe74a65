/** The `data:` blocks of a text/event-stream that are complete, taken off the front of the buffer. */
function* completeBlocks(buffer: { text: string }): Generator<string> {
  for (let end = buffer.text.indexOf('\n\n'); end !== -1; end = buffer.text.indexOf('\n\n')) {
    const block = buffer.text.slice(0, end);
    buffer.text = buffer.text.slice(end + 2);
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice('data: '.length))
      .join('\n');
    if (data !== '') yield data;
  }
}

/** Reads a text/event-stream to its end, handing each event's JSON, checked by `parse`, to `onEvent`. */
export async function readEventStream<T>(body: ReadableStream<Uint8Array>, parse: (json: unknown) => T, onEvent: (event: T) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const buffer = { text: '' };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer.text += decoder.decode(value, { stream: true });
    for (const data of completeBlocks(buffer)) onEvent(parse(JSON.parse(data)));
  }
}
