export { Upload } from 'antd';
export type { UploadFile, UploadProps } from 'antd';
