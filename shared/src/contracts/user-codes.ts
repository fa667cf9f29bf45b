// Zod-free leaf: the user workflow's stored codes (DESIGN.md §4), validated by contracts/users.ts.

export const USER_STATUS = {
  pending: 0,
  active: 1,
  remanded: 2,
  rejected: 3,
  withdrawn: 4,
  deleted: 9,
} as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];
export const USER_STATUSES: readonly UserStatus[] = Object.values(USER_STATUS);

/** An application uses the user codes except 9; 1 means the application was approved. */
export const APPLICATION_STATUS = {
  pending: 0,
  accepted: 1,
  remanded: 2,
  rejected: 3,
  withdrawn: 4,
} as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = Object.values(APPLICATION_STATUS);

export const PROCESS_TYPE = { register: 1, change: 2, delete: 3 } as const;
export type ProcessType = (typeof PROCESS_TYPE)[keyof typeof PROCESS_TYPE];
export const PROCESS_TYPES: readonly ProcessType[] = Object.values(PROCESS_TYPE);

export const HISTORY_ACTION = { comment: 0, approval: 1, refusal: 9 } as const;
export type HistoryAction = (typeof HISTORY_ACTION)[keyof typeof HISTORY_ACTION];
export const HISTORY_ACTIONS: readonly HistoryAction[] = Object.values(HISTORY_ACTION);
