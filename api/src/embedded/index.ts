/**
 * What mock mode takes from the server: the embedded API (pipeline, handlers, dev IdP) and the pieces a transport
 * needs to hand requests over. Nothing here reaches Node: the browser runs it.
 */
export { createEmbeddedApi, type EmbeddedApi } from './embedded-api';
export { fromPrivateJwk, generateDevSigningKey, type DevSigningKey } from '../dev-idp/signing-key';
export { AppError, errorBody, knownError } from '../errors';
export type { Logger } from '../pipeline/context';
export type { PipelineRequest, PipelineResponse, UploadedFile } from '../pipeline/request';
export { localLock, type Lock } from '../db/pglite-pool';
