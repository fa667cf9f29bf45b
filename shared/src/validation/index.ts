export * from './patterns';
export * from './calendar-date';
export * from './rules';
export * from './text-hygiene';
export * from './text-field-labels';
