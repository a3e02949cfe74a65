import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { libraryScripts } from '../../src/domain/workflow/node-catalogue/library-scripts';

/** Where the script library's code lives: one JavaScript module per script, named by its scriptId (D65). */
export const libraryFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'library');

/** A script of the library as the server keeps and serves it (02 §7): the catalogue's description and its code. */
export interface LibraryScriptRow {
  id: string;
  title: string;
  description: string;
  body: string;
}

const sources = new Map<string, string>();

/** A library script's code, read from its file once per process (D65). */
export function libraryScriptSource(scriptId: string): string {
  let source = sources.get(scriptId);
  if (source === undefined) {
    if (!libraryScripts.some((script) => script.scriptId === scriptId)) throw new Error(`The script library has no ${scriptId}`);
    source = readFileSync(resolve(libraryFolder, `${scriptId}.js`), 'utf8');
    sources.set(scriptId, source);
  }
  return source;
}

/** Every script the catalogue describes, with its code read from its file; a missing file stops the start. */
export function readScriptLibrary(): LibraryScriptRow[] {
  return libraryScripts.map((script) => ({ id: script.scriptId, title: script.title, description: script.description, body: libraryScriptSource(script.scriptId) }));
}
