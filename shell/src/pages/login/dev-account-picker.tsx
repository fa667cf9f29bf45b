import { useQuery } from '@sdp/shared/query';
import { Alert, Button, Flex, Skeleton, Text } from '@sdp/shared/ui';
import { fetchDevAccounts } from './dev-accounts';
import type { SignInButtonProps } from './sign-in-button-props';

/** Development sign-in: one button per seeded account, labelled with its e-mail. */
export function DevAccountPicker({ idpUrl, onSignIn, busy }: SignInButtonProps & { idpUrl: string }) {
  const accounts = useQuery({
    queryKey: ['dev-idp', 'accounts', idpUrl],
    queryFn: () => fetchDevAccounts(idpUrl),
    staleTime: Infinity,
  });
  if (accounts.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (accounts.isError) {
    return <Alert type="error" showIcon title="開発用アカウントを取得できませんでした" />;
  }
  return (
    <Flex vertical gap={8}>
      <Text type="secondary">開発用アカウントでログイン</Text>
      <ul aria-label="開発用アカウント" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {accounts.data.map((account) => (
          <li key={account.email} style={{ marginBottom: 8 }}>
            <Flex align="center" gap={12}>
              <Button
                disabled={busy}
                onClick={() => onSignIn('dev', { email: account.email })}
                style={{ justifyContent: 'flex-start', flex: '0 0 240px' }}
              >
                {account.email}
              </Button>
              <Text type="secondary" style={{ fontSize: 12 }}>
                {account.name}（{account.authority_group_id}）
              </Text>
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
