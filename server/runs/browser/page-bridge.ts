import { readFile } from 'node:fs/promises';
import type { Download, ElementHandle, Page } from 'playwright-core';
import type { AsyncCall } from '../runtime/host-calls';
import { requirePlainFileName, runFileNameOf, type RunFolder } from '../runtime/run-folder';
import type { BrowserTab } from './run-browser';

/**
 * The host's side of `page` (D68): what a library script may do in the run's tab, and nothing else
 * of Playwright (no context, no browser, no path outside the run's folder). Every call arrives as
 * JSON; functions come as their source, element handles and downloads as numbered references the
 * prelude wraps again. After each call the proxy is asked whether the page tried to reach a refused
 * address, which fails the call naming the host.
 */

export interface PageServices {
  tab: BrowserTab;
  files: RunFolder;
}

/** What crosses back for an element handle or a download: the prelude turns it into an object. */
export interface ElementReference {
  element: number;
}
export interface DownloadReference {
  download: number;
  url: string;
  suggestedFilename: string;
}

type Options = Record<string, unknown>;

/** Options as a script gives them: plain JSON, with `path` taken out (the bridge handles paths itself). */
function optionsOf(value: unknown): Options {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new Error('Options must be an object');
  const { path: _path, ...rest } = value as Options;
  return rest;
}

const text = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new Error(`${what} must be text`);
  return value;
};

/**
 * A function the page runs, from its source: Playwright sends a function's text to the page, so a
 * function whose text is the script's source is sent as the script wrote it, and runs in the page.
 */
function pageFunction(source: unknown): () => unknown {
  const code = text(source, 'The page function');
  const carrier = () => undefined;
  carrier.toString = () => code;
  return carrier;
}

/** A page may only be one the web serves: no file:, chrome:, view-source: or data: pages. */
export function requireWebAddress(url: unknown): string {
  const address = text(url, 'The page’s URL');
  let protocol: string;
  try {
    protocol = new URL(address).protocol;
  } catch {
    throw new Error(`${address} is not a web address (http or https)`);
  }
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`Only http and https pages may be opened, not ${protocol} (${address})`);
  return address;
}

/** Where a screenshot or a download goes: a path from files.path, or a plain file name. */
function fileNameOf(path: unknown): string {
  return runFileNameOf(path) ?? requirePlainFileName(path);
}

/** The actions and reads an element handle and the page share, by name, with their arguments. */
const sharedMethods = ['click', 'dblclick', 'fill', 'type', 'press', 'hover', 'check', 'uncheck', 'setChecked', 'selectOption', 'isVisible', 'isDisabled', 'isChecked', 'textContent', 'innerText', 'inputValue', 'getAttribute'] as const;
type SharedMethod = (typeof sharedMethods)[number];
const isShared = (method: string): method is SharedMethod => (sharedMethods as readonly string[]).includes(method);

/** One script execution's references: handles and downloads live as long as the call that made them. */
class References {
  readonly elements: ElementHandle[] = [];
  readonly downloads: Download[] = [];

  element(handle: ElementHandle | null): ElementReference | null {
    if (!handle) return null;
    this.elements.push(handle);
    return { element: this.elements.length - 1 };
  }

  download(download: Download): DownloadReference {
    this.downloads.push(download);
    return { download: this.downloads.length - 1, url: download.url(), suggestedFilename: download.suggestedFilename() };
  }

  elementAt(index: unknown): ElementHandle {
    const handle = typeof index === 'number' ? this.elements[index] : undefined;
    if (!handle) throw new Error('That element handle is not one of this script’s');
    return handle;
  }

  downloadAt(index: unknown): Download {
    const download = typeof index === 'number' ? this.downloads[index] : undefined;
    if (!download) throw new Error('That download is not one of this script’s');
    return download;
  }
}

/**
 * A page or element method of `sharedMethods`, called as a script calls it. On the page the first
 * argument is the selector; on an element it is not there.
 */
async function callShared(target: Page | ElementHandle, method: SharedMethod, args: unknown[], onPage: boolean): Promise<unknown> {
  const call = target[method] as (...values: unknown[]) => Promise<unknown>;
  const [selector, ...rest] = onPage ? [text(args[0], `page.${method}: the selector`), ...args.slice(1)] : [undefined, ...args];
  const lead = onPage ? [selector] : [];
  switch (method) {
    case 'fill':
    case 'type':
    case 'press':
      return call.call(target, ...lead, String(rest[0] ?? ''), optionsOf(rest[1]));
    case 'setChecked':
      return call.call(target, ...lead, Boolean(rest[0]), optionsOf(rest[1]));
    case 'selectOption':
      return call.call(target, ...lead, rest[0] as string | string[], optionsOf(rest[1]));
    case 'getAttribute':
      return call.call(target, ...lead, text(rest[0], `${method}: the attribute’s name`), optionsOf(rest[1]));
    default:
      return call.call(target, ...lead, optionsOf(rest[0]));
  }
}

async function screenshotInto(target: Page | ElementHandle, options: unknown, services: PageServices): Promise<Uint8Array | null> {
  const given = (options ?? {}) as Options;
  const name = given.path === undefined ? null : fileNameOf(given.path);
  const type = given.type === 'jpeg' || (name !== null && /\.jpe?g$/i.test(name)) ? 'jpeg' : 'png';
  const image = await target.screenshot({ ...optionsOf(options), type });
  if (name === null) return new Uint8Array(image);
  await services.files.write(name, image);
  return null;
}

async function pageCall(page: Page, method: string, args: unknown[], references: References, services: PageServices): Promise<unknown> {
  if (isShared(method)) return callShared(page, method, args, true);
  switch (method) {
    case 'goto': {
      const response = await page.goto(requireWebAddress(args[0]), optionsOf(args[1]));
      return response ? { status: response.status(), url: response.url(), headers: response.headers() } : null;
    }
    case 'waitForSelector':
      return references.element(await page.waitForSelector(text(args[0], 'page.waitForSelector: the selector'), optionsOf(args[1])));
    case 'waitForLoadState':
      await page.waitForLoadState((args[0] ?? 'load') as 'load', optionsOf(args[1]));
      return null;
    case 'waitForURL':
      await page.waitForURL(text(args[0], 'page.waitForURL: the URL'), optionsOf(args[1]));
      return null;
    case 'waitForEvent': {
      if (args[0] !== 'download') throw new Error('page.waitForEvent waits for "download" only');
      return references.download(await page.waitForEvent('download', optionsOf(args[1])));
    }
    case 'waitForFunction': {
      const { source, isFunction } = (args[0] ?? {}) as { source?: unknown; isFunction?: unknown };
      await page.waitForFunction(isFunction === true ? pageFunction(source) : text(source, 'page.waitForFunction: the expression'), args[1], optionsOf(args[2]));
      return null;
    }
    case '$eval':
      return page.$eval(text(args[0], 'page.$eval: the selector'), pageFunction(args[1]), args[2]);
    case '$$eval':
      return page.$$eval(text(args[0], 'page.$$eval: the selector'), pageFunction(args[1]), args[2]);
    case '$':
      return references.element(await page.$(text(args[0], 'page.$: the selector')));
    case '$$':
      return (await page.$$(text(args[0], 'page.$$: the selector'))).map((handle) => references.element(handle));
    case 'setInputFiles': {
      const paths = Array.isArray(args[1]) ? args[1] : [args[1]];
      const files = await Promise.all(
        paths.map(async (path) => {
          const name = fileNameOf(path);
          const buffer = await services.files.read(name);
          if (!buffer) throw new Error(`There is no file named ${name} in the run's folder`);
          return { name, mimeType: 'application/octet-stream', buffer };
        }),
      );
      await page.setInputFiles(text(args[0], 'page.setInputFiles: the selector'), files, optionsOf(args[2]));
      return null;
    }
    case 'url':
      return page.url();
    case 'title':
      return page.title();
    case 'content':
      return page.content();
    case 'screenshot':
      return screenshotInto(page, args[0], services);
    case 'goBack':
    case 'reload': {
      const response = await page[method](optionsOf(args[0]));
      return response ? { status: response.status(), url: response.url(), headers: response.headers() } : null;
    }
    default:
      throw new Error(`page.${method} is not part of the page API`);
  }
}

async function elementCall(handle: ElementHandle, method: string, args: unknown[], references: References, services: PageServices): Promise<unknown> {
  if (isShared(method)) return callShared(handle, method, args, false);
  switch (method) {
    case 'screenshot':
      return screenshotInto(handle, args[0], services);
    case '$':
      return references.element(await handle.$(text(args[0], 'element.$: the selector')));
    case '$$':
      return (await handle.$$(text(args[0], 'element.$$: the selector'))).map((each) => references.element(each));
    case '$eval':
      return handle.$eval(text(args[0], 'element.$eval: the selector'), pageFunction(args[1]), args[2]);
    case '$$eval':
      return handle.$$eval(text(args[0], 'element.$$eval: the selector'), pageFunction(args[1]), args[2]);
    default:
      throw new Error(`element.${method} is not part of the page API`);
  }
}

async function downloadCall(download: Download, method: string, args: unknown[], services: PageServices): Promise<unknown> {
  switch (method) {
    case 'failure':
      return download.failure();
    case 'saveAs': {
      const name = fileNameOf(args[0]);
      // The browser has it in its context's folder; the run keeps it in its own (the database).
      const where = await download.path();
      await services.files.write(name, await readFile(where));
      return null;
    }
    default:
      throw new Error(`download.${method} is not part of the page API`);
  }
}

/** The `page`, `element` and `download` host calls of one script execution in the run's tab. */
export function pageCalls(services: PageServices): Record<string, AsyncCall> {
  const references = new References();
  const checked = async (work: () => Promise<unknown>): Promise<unknown> => {
    try {
      const answer = await work();
      services.tab.assertNothingRefused();
      return answer;
    } catch (error) {
      throw services.tab.explain(error);
    }
  };
  const { page } = services.tab;
  return {
    page: ([method, ...args]) => checked(() => pageCall(page, text(method, 'The page method'), args, references, services)),
    element: ([index, method, ...args]) => checked(() => elementCall(references.elementAt(index), text(method, 'The element method'), args, references, services)),
    download: ([index, method, ...args]) => checked(() => downloadCall(references.downloadAt(index), text(method, 'The download method'), args, services)),
  };
}
