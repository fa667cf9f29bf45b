import { useEffect, useState } from 'react';
import { Link } from '@sdp/shared/router';
import { ROLE_LABELS, isRole, useRoles, useSessionStore, type PageRoute } from '@sdp/shared';
import { Alert, Button, Flex, Tag } from '@sdp/shared/ui';
import { Select } from '@sdp/shared/ui/select';
import { Typography } from '@sdp/shared/ui/typography';
import { fetchDevAccounts, signInAs, signOut, type DevAccount } from './mock-sign-in';
import { QaBar } from './qa-bar';

interface AccountBarProps {
  remote: string;
  /** Pages without path parameters, linked from the bar. */
  links: readonly PageRoute[];
  /** 「データを初期化」: the demo data again, signed out (the browser harness; absent in jsdom tests). */
  onReset?: () => void;
}

/** The harness's toolbar: pick a seeded account (signs in through the mock identity provider) and jump to a page. */
export function AccountBar({ remote, links, onReset }: AccountBarProps) {
  const email = useSessionStore((state) => state.email);
  const roles = useRoles();
  const [accounts, setAccounts] = useState<DevAccount[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchDevAccounts().then(setAccounts, () => setError('アカウント一覧を取得できませんでした'));
  }, []);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ background: '#263238', color: '#fff', padding: '8px 16px' }}>
      <Flex gap={12} align="center" wrap>
        <Typography.Text strong style={{ color: '#fff' }}>
          スタンドアロン（モック）: {remote}
        </Typography.Text>
        <Select
          aria-label="アカウント"
          placeholder="アカウントを選択してサインイン"
          style={{ minWidth: 320 }}
          value={email ?? undefined}
          loading={busy}
          disabled={busy}
          options={accounts.map((account) => ({
            value: account.email,
            label: `${account.email}（${account.name} / ${account.authorityGroupId}）`,
          }))}
          onChange={(value: string) => void run(() => signInAs(value))}
        />
        {email ? (
          <Button size="small" onClick={() => void run(signOut)} disabled={busy}>
            サインアウト
          </Button>
        ) : null}
        {links.map((route) => (
          <Link key={route.name} to={route.path} style={{ color: '#A5D6A7' }}>
            {route.title}
          </Link>
        ))}
      </Flex>
      {email ? (
        <Flex gap={4} wrap style={{ marginTop: 6 }} data-testid="standalone-roles">
          {roles.length === 0 ? <Tag>ロールなし</Tag> : null}
          {roles.map((role) => (
            <Tag key={role} color="green">
              {isRole(role) ? ROLE_LABELS[role] : role}
            </Tag>
          ))}
        </Flex>
      ) : null}
      {onReset ? <QaBar onReset={onReset} /> : null}
      {error ? <Alert type="error" showIcon message={error} style={{ marginTop: 6 }} /> : null}
    </div>
  );
}
