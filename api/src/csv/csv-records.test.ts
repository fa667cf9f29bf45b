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
});
