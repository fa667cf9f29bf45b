import { SignInError } from './auth-provider';
import { POPUP_CLOSED_CHECK_MS, watchPopup } from './popup-watch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const opener = () => {
  const popup = { closed: false };
  const open = jest.fn(() => popup as unknown as Window);
  return { popup, window: { open, screenX: 40 } as unknown as Window, open };
};

test('a popup closed without an answer is reported as closed by the user after 8 s, not before', async () => {
  const { popup, window } = opener();
  const watch = watchPopup(window);
  const settled = jest.fn();
  watch.closed.catch((error: unknown) => settled(error));
  watch.parent.open('https://idp.example/authorize', 'popup', 'width=500,height=600');
  popup.closed = true;
  await jest.advanceTimersByTimeAsync(250 + POPUP_CLOSED_CHECK_MS - 100);
  expect(settled).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(100);
  expect(settled).toHaveBeenCalledWith(new SignInError('popup-closed'));
  expect(POPUP_CLOSED_CHECK_MS).toBe(8000);
});

test('an answer that arrives stops the watch; the library still reads the opener’s other properties', async () => {
  const { popup, window, open } = opener();
  const watch = watchPopup(window);
  const settled = jest.fn();
  watch.closed.catch(settled);
  expect(watch.parent.screenX).toBe(40);
  watch.parent.open('u', 'n', 'f');
  expect(open).toHaveBeenCalledWith('u', 'n', 'f');
  watch.stop();
  popup.closed = true;
  await jest.advanceTimersByTimeAsync(20_000);
  expect(settled).not.toHaveBeenCalled();
});
