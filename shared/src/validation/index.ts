export * from './patterns';
export * from './rules';
