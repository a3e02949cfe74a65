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

/** Every script the catalogue describes, with its code read from its file; a missing file stops the start. */
export function readScriptLibrary(): LibraryScriptRow[] {
  return libraryScripts.map((script) => ({
    id: script.scriptId,
    title: script.title,
    description: script.description,
    body: readFileSync(resolve(libraryFolder, `${script.scriptId}.js`), 'utf8'),
  }));
}
