import type { PGlite as PGliteClass } from '@electric-sql/pglite';

type PGliteModule = { PGlite: typeof PGliteClass };

/**
 * PGlite for a jsdom test. Its CommonJS build finds its own files from `document.currentScript` when a document
 * exists, which under jsdom is a page URL, not the module's file: for the moment of loading, the module is told
 * its own path.
 */
// The module must be loaded at this moment, not when this file is: a require, on purpose.
/* eslint-disable @typescript-eslint/no-require-imports */
export function pgliteInJsdom(): typeof PGliteClass {
  if (typeof document === 'undefined') return (require('@electric-sql/pglite') as PGliteModule).PGlite;
  const file = require.resolve('@electric-sql/pglite');
  Object.defineProperty(document, 'currentScript', {
    value: { tagName: 'script', src: `file://${file}` },
    configurable: true,
  });
  try {
    return (require('@electric-sql/pglite') as PGliteModule).PGlite;
  } finally {
    delete (document as unknown as Record<string, unknown>).currentScript;
  }
}
/* eslint-enable @typescript-eslint/no-require-imports */
