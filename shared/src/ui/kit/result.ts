export { Result } from 'antd';
export { RecordNotFound, isRecordMissing } from '../record-not-found';
