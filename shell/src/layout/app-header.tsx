import { useNavigate } from 'react-router';
import {
  Button,
  DownOutlined,
  Dropdown,
  Flex,
  Layout,
  LogoutOutlined,
  Spin,
  Tabs,
  UserOutlined,
  type MenuProps,
} from '@sdp/shared/ui';
import { useIsSignedIn, useRoles, useSessionStore } from '@sdp/shared';
import { useSignOut } from '../session/use-sign-out';
import { Logo } from './logo';
import { activeTabOf, headerTabsFor, homePathFor } from './navigation';

const userMenu: MenuProps['items'] = [{ key: 'logout', label: 'ログアウト', icon: <LogoutOutlined /> }];

/** Logo, and when signed in: the report/maintenance tabs and the e-mail menu with logout. */
export function AppHeader({ routeName }: { routeName: string | undefined }) {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const email = useSessionStore((state) => state.email);
  const roles = useRoles();
  const { signOut, signingOut } = useSignOut();
  const tabs = headerTabsFor(roles);

  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 24,
        background: '#fff',
        borderBottom: '1px solid #e5e9e5',
        paddingInline: 24,
        height: 64,
      }}
    >
      <Logo onClick={signedIn ? () => navigate(homePathFor(roles)) : undefined} />
      {signedIn && (
        <>
          <nav aria-label="メニュー" style={{ flex: 1, alignSelf: 'flex-end' }}>
            {tabs.length > 0 && (
              <Tabs
                className="sdp-header-tabs"
                activeKey={activeTabOf(routeName)}
                items={tabs.map((tab) => ({ key: tab.key, label: tab.label }))}
                onTabClick={(key) => {
                  const target = tabs.find((tab) => tab.key === key);
                  if (target) navigate(target.path);
                }}
                tabBarStyle={{ margin: 0, borderBottom: 'none' }}
              />
            )}
          </nav>
          <Flex align="center">
            <Dropdown
              trigger={['click']}
              menu={{ items: userMenu, onClick: ({ key }) => key === 'logout' && void signOut() }}
            >
              <Button type="text" icon={<UserOutlined />} aria-label={`${email ?? ''} のメニュー`}>
                {email}
                <DownOutlined />
              </Button>
            </Dropdown>
          </Flex>
        </>
      )}
      {signingOut && <Spin fullscreen description="ログアウトしています…" />}
    </Layout.Header>
  );
}
