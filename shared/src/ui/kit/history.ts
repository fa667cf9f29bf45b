export { RecordHistory } from '../record-history/record-history';
