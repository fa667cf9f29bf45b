export { handlers } from './handlers/index';
export { resetMockStore, registerStoreReset } from './store/registry';
export { SEED_ACCOUNTS, type MockAccount } from './data/accounts';
export * from './lib/index';
