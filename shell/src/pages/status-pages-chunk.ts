export { AccessDeniedView } from './access-denied-view';
export { NotFoundView } from './not-found-view';
