/**
 * One closed-year behaviour on every page that writes year data: the notice, and the write controls disabled with
 * the reason on hover (useYearWritable, from `@sdp/shared`, says whether and why).
 */
export { ClosedYearNotice, YearLock } from '../closed-year';
