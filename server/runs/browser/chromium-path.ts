import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The Chromium a browser worker drives (D68): CHROMIUM_PATH when set, else the `chromium` on the
 * PATH (Debian's). Null when there is none, or when CHROMIUM_PATH names nothing runnable: the process
 * then takes no run that needs a browser.
 */
export function findChromium(env: NodeJS.ProcessEnv): string | null {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  for (const directory of (env.PATH ?? '').split(delimiter)) {
    if (directory === '') continue;
    const candidate = join(directory, 'chromium');
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}
