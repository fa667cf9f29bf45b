export { handlers } from './handlers/index';
export { resetMockStore, registerStoreReset } from './store/registry';
export { SEED_ACCOUNTS, type MockAccount } from './data/accounts';
export * from './lib/index';
// Tests close or reopen a year in the mock store as 年度管理 would.
export { moveSurveyYear } from './store/survey-years';
