/**
 * The pages' feedback context (message and confirm dialog through App.useApp, antd's code loaded on first use) and
 * the kit parts that use it.
 */
export { App, preloadFeedback, type FeedbackApi, type ConfirmHandle } from '../feedback/feedback-app';
export { ExportButton } from '../export-button';
export { useConfirmDelete, type ConfirmDeleteOptions } from '../confirm-delete';
