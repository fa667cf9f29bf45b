import { useNavigate } from '@sdp/shared/router';
import { Button, DownOutlined, Flex, LogoutOutlined, UserOutlined } from '@sdp/shared/ui';
import { Dropdown, type MenuProps } from '@sdp/shared/ui/dropdown';
import { Tabs } from '@sdp/shared/ui/tabs';
import { useRoles, useSessionStore } from '@sdp/shared';
import { activeTabOf, headerTabsFor } from './navigation';

const userMenu: MenuProps['items'] = [{ key: 'logout', label: 'ログアウト', icon: <LogoutOutlined /> }];

/** The signed-in part of the header: the report/maintenance tabs and the e-mail menu with logout. */
export default function HeaderNav({
  routeName,
  onSignOut,
}: {
  routeName: string | undefined;
  onSignOut: () => void;
}) {
  const navigate = useNavigate();
  const email = useSessionStore((state) => state.email);
  const tabs = headerTabsFor(useRoles());
  return (
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
          menu={{ items: userMenu, onClick: ({ key }) => key === 'logout' && onSignOut() }}
        >
          <Button type="text" icon={<UserOutlined />} aria-label={`${email ?? ''} のメニュー`}>
            {email}
            <DownOutlined />
          </Button>
        </Dropdown>
      </Flex>
    </>
  );
}
