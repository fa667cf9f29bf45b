import { fireEvent, screen } from '@testing-library/react';
import { yearClosedMessage } from '@sdp/shared';

/** The notice a page shows on a closed year (the kit's ClosedYearNotice), found by its reason. */
export const findClosedYearNotice = (fy: number) => screen.findByText(yearClosedMessage(fy));

/**
 * A write control of a closed year as a user meets it: disabled, and pointing at it says why (the kit's YearLock
 * puts the reason on a wrapper, since a disabled button takes no pointer events).
 */
export async function expectYearLocked(control: HTMLElement | null, fy: number) {
  expect(control).toBeDisabled();
  const lock = control?.closest<HTMLElement>('[role="group"]');
  expect(lock).toHaveAccessibleName(yearClosedMessage(fy));
  fireEvent.mouseEnter(lock!);
  const tips = await screen.findAllByRole('tooltip');
  expect(tips.some((tip) => tip.textContent === yearClosedMessage(fy))).toBe(true);
  fireEvent.mouseLeave(lock!);
}
