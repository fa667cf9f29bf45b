/** The one CSV upload part: instructions per column, a dry run with its preview, confirmation, progress, errors. */
export { CsvUploadPanel, type CsvUploadPanelProps } from '../csv-upload/csv-upload-panel';
export { CsvUploadDialog, type CsvUploadDialogProps } from '../csv-upload/csv-upload-dialog';
export type { UploadAnswer } from '../csv-upload/use-csv-upload';
export { YearUploadPage } from '../csv-upload/year-upload-page';
