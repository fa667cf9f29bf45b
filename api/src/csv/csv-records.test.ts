import type { ParsedCsvRecord } from '@sdp/shared/domain';

type Reader = (text: AsyncIterable<string>) => AsyncGenerator<ParsedCsvRecord>;

/** csvRecords over csv-parse's Node build (the server) or its browser build (mock mode's pages). */
function readerWith(build: 'node' | 'browser'): Reader {
  let reader: Reader | undefined;
  jest.isolateModules(() => {
    if (build === 'browser') jest.doMock('csv-parse', () => jest.requireActual('csv-parse/browser/esm'));
    reader = (jest.requireActual('./csv-records') as { csvRecords: Reader }).csvRecords;
  });
  return reader!;
}

async function* chunks(...parts: string[]) {
  yield* parts;
}

describe.each(['node', 'browser'] as const)('csv-parse’s %s build', (build) => {
  const csvRecords = readerWith(build);

  it('reads records across chunks, whatever each line ends with', async () => {
    const records = [];
    for await (const parsed of csvRecords(chunks('年度,コー', 'ド\r\n2025,OF-1\n2026,"a\r\nb"\r')))
      records.push(parsed.record);
    expect(records).toEqual([
      ['年度', 'コード'],
      ['2025', 'OF-1'],
      ['2026', 'a\r\nb'],
    ]);
  });

  it('parses no further than the reader has read: a slow reader holds a chunk of records, not the file', async () => {
    let chunksTaken = 0;
    async function* counted() {
      for (let chunk = 0; chunk < 50; chunk += 1) {
        chunksTaken += 1;
        yield `${chunk},a\n${chunk},b\n`;
      }
    }
    const records = csvRecords(counted());
    await records.next();
    // Others' requests get turns while the reader validates: the parser must not use them to read on.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(chunksTaken).toBeLessThanOrEqual(3);
    let rest = 0;
    for await (const parsed of records) rest += parsed.record.length > 0 ? 1 : 0;
    expect(rest).toBe(99);
    expect(chunksTaken).toBe(50);
  });

  it('throws what the text throws (an encoding error, the size limit), and stops when the reader stops', async () => {
    async function* failing() {
      yield 'a,b\r\n';
      throw new Error('文字コードが正しくありません');
    }
    const read = async () => {
      for await (const parsed of csvRecords(failing())) void parsed;
    };
    await expect(read()).rejects.toThrow('文字コードが正しくありません');
    const early = csvRecords(chunks('a,b\r\n', '1,2\r\n', '3,4\r\n'));
    expect((await early.next()).value?.record).toEqual(['a', 'b']);
    await expect(early.return(undefined)).resolves.toEqual({ done: true, value: undefined });
  });
  it('answers a broken file with its error while the text goes on arriving and the reader is slow (no hang)', async () => {
    // A broken quote in a chunk over the stream's buffer, then more text after the parser has failed: the pump once
    // wrote that text into the failed parser and waited for a drain that never came, and the upload hung for good.
    async function* arriving() {
      yield `a,b\r\n${'x,y\r\n'.repeat(4_000)}`;
      yield `${'x,y\r\n'.repeat(4_000)}1,2"broken\r\n`;
      await new Promise((resolve) => setTimeout(resolve, 20));
      yield 'more,text\r\n';
      await new Promise((resolve) => setTimeout(resolve, 20));
      yield '';
    }
    const read = async () => {
      let read = 0;
      for await (const parsed of csvRecords(arriving())) {
        void parsed;
        if (++read % 50 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      }
    };
    const hung = new Promise((resolve) => setTimeout(() => resolve('hung'), 5_000));
    await expect(Promise.race([read().then(() => 'read'), hung])).rejects.toThrow();
  });
});
