require('@testing-library/jest-dom');
// findBy/waitFor give a page 5 s instead of 1 s: a loaded 2-core CI machine renders antd pages slowly, and messages
// and dialogs now load their code on first use (nothing here measures time).
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
// A test file of a jsdom project may ask for Node's environment (`@jest-environment node`): no window there.
if (typeof window !== 'undefined') {
  // antd reads these; jsdom lacks them.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  window.getComputedStyle = (
    (original) => (element) =>
      original(element)
  )(window.getComputedStyle);
  // antd 6 (rc-component form, overflow, select) schedules macro tasks with MessageChannel and measures with
  // ResizeObserver; jsdom has neither. A timer-based channel keeps Jest from hanging on open ports.
  if (typeof window.MessageChannel === 'undefined') {
    class TimerMessageChannel {
      constructor() {
        this.port1 = { onmessage: null, postMessage: () => {}, close: () => {} };
        this.port2 = {
          onmessage: null,
          postMessage: (data) => {
            setTimeout(() => this.port1.onmessage?.({ data }), 0);
          },
          close: () => {},
        };
      }
    }
    globalThis.MessageChannel = TimerMessageChannel;
  }
  if (typeof window.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // A page test renders whole antd tables and forms in jsdom: a minute or more per case on a busy 2-core machine
  // (two files timed out at 60 s and 120 s in CI). Nothing here measures time; a file may ask for more, never less.
  // eslint-disable-next-line no-undef -- the Jest global of a setup file
  jest.setTimeout(240_000);
  // jest-fixed-jsdom gives the page Node's FormData and fetch but leaves jsdom's File, which Node's FormData turns
  // into the text "[object File]": an upload would reach the mock API with no file. A browser has one File.
  globalThis.File = require('node:buffer').File;
  // jsdom's crypto has no subtle: the mock API signs tokens and CSRF tokens with WebCrypto, as a browser does.
  if (!globalThis.crypto?.subtle) {
    Object.defineProperty(globalThis, 'crypto', {
      value: require('node:crypto').webcrypto,
      configurable: true,
    });
  }
}
