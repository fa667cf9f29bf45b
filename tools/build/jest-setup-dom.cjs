require('@testing-library/jest-dom');
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
