/** antd's App context (message, modal, notification through App.useApp) and the kit parts that use it. */
export { App } from 'antd';
export { ExportButton } from '../export-button';
export { useConfirmDelete, type ConfirmDeleteOptions } from '../confirm-delete';
