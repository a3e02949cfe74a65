import type { z } from 'zod';

/** The events of a text/event-stream body as a browser reads them: each `data:` block, parsed by its contract. */
export function parseEventStream<S extends z.ZodType>(text: string, schema: S): z.output<S>[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => schema.parse(JSON.parse(block.slice('data: '.length))));
}
