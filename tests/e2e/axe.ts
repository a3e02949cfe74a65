import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * axe's source, run only where the document has no axe yet. A legacy-mode check evaluates the source
 * twice, once before it looks for frames and once per frame: the second parse and set-up of its
 * 560 kB only replaced axe with a fresh copy of itself, and cost about 50 ms of the page's main thread
 * a check (story sweep under load, 361–394 → 308–337 ms a check, the same violations).
 */
const axeSourceOncePerDocument = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`;

/**
 * axe with the WCAG 2 A and AA rules, as every page and story is checked. Legacy mode runs
 * `axe.run` in the page itself: the default runs axe per frame and then finishes in a blank page it
 * opens for each check, injecting axe's 560 kB a second time (measured on the story sweep: 1.0 s →
 * 0.4 s a check under load 16, the same violations). Our pages have no cross-origin frames, the one
 * thing only the default reaches.
 */
export const wcagAxe = (page: Page) => new AxeBuilder({ page, axeSource: axeSourceOncePerDocument }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode();
