export { handlers } from './handlers/index';
