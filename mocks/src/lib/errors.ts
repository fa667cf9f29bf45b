import { HttpResponse } from 'msw';
import {
  MESSAGES,
  yearClosedMessage,
  type ErrorBody,
  type ErrorCode,
  type FieldReason,
} from '@sdp/shared/contracts';

let requestCounter = 0;

/** The wire error body of ARCHITECTURE.md "Wire rules". */
export function errorResponse(
  status: number,
  code: ErrorCode,
  message: string,
  reason?: Record<string, FieldReason>,
): Response {
  requestCounter += 1;
  const body: ErrorBody = {
    message,
    code,
    ...(reason ? { error_item: { reason } } : {}),
    request_id: `mock-${requestCounter}`,
  };
  return HttpResponse.json(body, { status });
}

export const notFound = (): Response => errorResponse(404, 'E-404', MESSAGES.notFound);
export const conflict = (): Response => errorResponse(409, 'E-409', MESSAGES.conflict);
export const duplicate = (field: string): Response =>
  errorResponse(400, 'W-003', MESSAGES.duplicate, { [field]: 'DUPLICATE_ERROR' });
export const inUse = (field: string): Response =>
  errorResponse(400, 'W-004', MESSAGES.inUse, { [field]: 'IN_USE_ERROR' });
export const invalidStatus = (field: string): Response =>
  errorResponse(400, 'W-002', MESSAGES.invalidStatus, { [field]: 'INVALID_STATUS' });
export const yearClosed = (fy: number): Response =>
  errorResponse(400, 'W-006', yearClosedMessage(fy), { survey_fy: 'YEAR_CLOSED' });
