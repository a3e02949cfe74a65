import type { Plugin } from 'vite';

/** react-aria's module that reads the browser's locale when it is first imported. */
const defaultLocaleModule = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.m?js$/;
const localeCheck = 'Intl.DateTimeFormat.supportedLocalesOf(';

/**
 * react-aria checks the browser's language with `Intl.DateTimeFormat.supportedLocalesOf([locale])`
 * when its i18n module loads, keeping the locale unless the call throws, and ignoring the answer.
 * The call throws only for a tag that is not well formed, as `Intl.getCanonicalLocales` does, but it
 * first loads the browser's date-format locale data: about 20 ms of the designer's open on this
 * machine, spent for nothing else on that page (D119). The same check is made without that load.
 * A react-aria that no longer makes the call fails the build here, so the rewrite is looked at again.
 */
export function localeSyntaxCheckPlugin(): Plugin {
  return {
    name: 'botflow-locale-syntax-check',
    transform(code, id) {
      if (!defaultLocaleModule.test(id.split('?')[0]!)) return null;
      if (!code.includes(localeCheck)) throw new Error(`${id} no longer calls ${localeCheck}...): see scripts/lib/locale-syntax-check.ts`);
      return { code: code.replace(localeCheck, 'Intl.getCanonicalLocales('), map: null };
    },
  };
}
