export { DateRangeInput, type DateRange } from '../date-range-input';
