import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Survey years are data (DESIGN.md §7): no year may be written into the product's code. Seeds and tests may name
// years (they describe data); everything else takes them from survey_years. This reads every source file's tokens
// (comments are not tokens, so a date in a comment is fine) and refuses a number or a string holding 2000–2099.
const ROOT = path.resolve(__dirname, '../..');
const SOURCES = ['shared/src', 'api/src', 'mocks/src', 'shell/src', ...remotes().map((dir) => `${dir}/src`)];

/** Where a year may stand, and why. */
const ALLOWED: readonly RegExp[] = [
  /\.test\.tsx?$/, // tests describe data
  /\/testing\//, // test helpers
  /^api\/src\/test\//, // the API's test app
  /test-support\.ts$/, // helpers of the API's route tests
  /^api\/src\/seed\//, // the demo and volume seeds
  /^mocks\/src\/data\//, // the mocks' seed data
  /^shared\/src\/fixtures\//, // the core fixture set both seeds use
];
/** Literals that are not survey years (`file literal`), each with its reason. */
const NOT_A_YEAR: Readonly<Record<string, string>> = {
  "shell/src/layout/app-footer.tsx '© 2024 Sustainability Data Platform. All rights reserved.'":
    'the copyright line the spec gives word for word',
  'api/src/dev-idp/signing-key.ts 2048': 'an RSA key length in bits',
};

function remotes(): string[] {
  return readdirSync(ROOT).filter((name) => name.startsWith('remote-'));
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* files(relative);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield relative;
  }
}

const YEAR = /(?<!\d)20\d\d(?!\d)/;

function yearsIn(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const isYear = ts.isNumericLiteral(node)
      ? /^20\d\d$/.test(node.text)
      : (ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) &&
        YEAR.test(node.text);
    if (isYear) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1} ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('no survey year is written into the code (seeds, fixtures and tests excepted)', () => {
  const checked = SOURCES.flatMap((dir) => [...files(dir)]).filter(
    (file) => !ALLOWED.some((pattern) => pattern.test(file)),
  );
  expect(checked.length).toBeGreaterThan(200);
  const found = checked.flatMap(yearsIn).filter((hit) => !NOT_A_YEAR[hit.replace(/:\d+ /, ' ')]);
  expect(found).toEqual([]);
});

test('the check finds a year where one is written', () => {
  expect(YEAR.test('const LATEST = 2025;')).toBe(true);
  expect(YEAR.test('U+2028')).toBe(true);
  expect(YEAR.test('12025')).toBe(false);
});
