/** Seeded sign-in accounts (DESIGN.md §6): the dev identity provider and the mock session read these. */
export interface MockAccount {
  email: string;
  user_id: string;
  surname: string;
  given_name: string;
  authority_group_id: string;
}

export const SEED_ACCOUNTS: readonly MockAccount[] = [
  {
    email: 'admin@example.com',
    user_id: 'U0000001',
    surname: '山田',
    given_name: '太郎',
    authority_group_id: 'SUS_ADMIN',
  },
  {
    email: 'business@example.com',
    user_id: 'U0000002',
    surname: '佐藤',
    given_name: '花子',
    authority_group_id: 'BUSINESS_COMPANY',
  },
  {
    email: 'org@example.com',
    user_id: 'U0000003',
    surname: '鈴木',
    given_name: '一郎',
    authority_group_id: 'ORG_ADMIN',
  },
  {
    email: 'editor@example.com',
    user_id: 'U0000004',
    surname: '高橋',
    given_name: '美咲',
    authority_group_id: 'USER_EDITOR',
  },
  {
    email: 'approver@example.com',
    user_id: 'U0000005',
    surname: '田中',
    given_name: '健太',
    authority_group_id: 'USER_APPROVER',
  },
  {
    email: 'vehicle@example.com',
    user_id: 'U0000006',
    surname: '伊藤',
    given_name: '直樹',
    authority_group_id: 'VEHICLE',
  },
  {
    email: 'viewer@example.com',
    user_id: 'U0000007',
    surname: '渡辺',
    given_name: '由美',
    authority_group_id: 'VIEWER',
  },
  {
    email: 'norole@example.com',
    user_id: 'U0000008',
    surname: '小林',
    given_name: '翔',
    authority_group_id: 'NO_ROLE',
  },
];

export const accountName = (account: MockAccount): string => `${account.surname} ${account.given_name}`;
