export { DateRangeInput, type DateRange } from '../date-range-input';
export { DateInput } from '../date-input';
