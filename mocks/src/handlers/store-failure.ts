import { MESSAGES } from '@sdp/shared/contracts';
import { conflict, duplicate, errorResponse, inUse, notFound } from '../lib/index';
import type { StoreFailure } from '../store/store-result';

/** The answer the server gives for the same refusal. */
export function storeFailure(result: StoreFailure): Response {
  switch (result.error) {
    case 'not-found':
      return result.field === 'id'
        ? notFound()
        : errorResponse(400, 'W-001-3', MESSAGES.invalidValue, { [result.field]: 'INVALID_VALUE' });
    case 'conflict':
      return conflict();
    case 'duplicate':
      return duplicate(result.field);
    case 'in-use':
      return inUse(result.field);
  }
}
