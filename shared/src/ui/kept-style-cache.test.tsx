import { createCache, StyleContext, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { Button } from 'antd';
import { useContext } from 'react';
import { createKeptStyleCache, KeptStyleCache } from './kept-style-cache';

type StyleCache = ReturnType<typeof createCache>;

const page = (cache: StyleCache) => (
  <StyleProvider cache={cache}>
    <Button>検索</Button>
  </StyleProvider>
);

/** The computed value of every style in the cache, by its key. */
const computed = (cache: StyleCache) => new Map([...cache.cache].map(([key, [, value]]) => [key, value]));

describe('createKeptStyleCache', () => {
  it("keeps a page's component styles after the page unmounts (antd's own cache drops them)", () => {
    const kept = createKeptStyleCache();
    const view = render(page(kept));
    const shown = kept.cache.size;
    view.unmount();
    expect(shown).toBeGreaterThan(0);
    expect(kept.cache.size).toBe(shown);

    const own = createCache();
    render(page(own)).unmount();
    expect(own.cache.size).toBe(0);
  });

  it('shows the page again with the styles computed the first time', () => {
    const cache = createKeptStyleCache();
    render(page(cache)).unmount();
    const first = computed(cache);
    render(page(cache));
    const again = computed(cache);
    expect([...again.keys()]).toEqual([...first.keys()]);
    for (const [key, value] of again) expect(value).toBe(first.get(key));
  });

  it("is the cache antd's components read under KeptStyleCache (AppProviders)", () => {
    let read: StyleCache | undefined;
    function Probe() {
      read = useContext(StyleContext).cache;
      return null;
    }
    const view = render(
      <KeptStyleCache>
        <Button>検索</Button>
        <Probe />
      </KeptStyleCache>,
    );
    const shown = read?.cache.size ?? 0;
    view.unmount();
    expect(shown).toBeGreaterThan(0);
    expect(read?.cache.size).toBe(shown);
  });
});
