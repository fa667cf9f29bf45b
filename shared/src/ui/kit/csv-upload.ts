/** The one CSV upload part: instructions per column, a dry run with its preview, confirmation, progress, errors. */
export { CsvUploadPanel, type CsvUploadPanelProps } from '../csv-upload/csv-upload-panel';
export { CsvUploadButton } from '../csv-upload/csv-upload-button';
export type { UploadAnswer } from '../csv-upload/use-csv-upload';
export { YearUploadPage } from '../csv-upload/year-upload-page';
