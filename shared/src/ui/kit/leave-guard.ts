/** Asking before a changed form is left (in-app moves, Back, reload): every registration and edit form uses it. */
export { useLeaveGuard, useLeaveForm, LEAVE_DIALOG, type LeaveGuard } from '../leave-guard';
