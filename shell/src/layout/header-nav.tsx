import { lazy, Suspense, useState } from 'react';
import { useNavigate } from '@sdp/shared/router';
import { Button, DownOutlined, Flex, UserOutlined } from '@sdp/shared/ui';
import { useRoles, useSessionStore } from '@sdp/shared';
import { HeaderTabs } from './header-tabs';
import { activeTabOf, headerTabsFor } from './navigation';

// The dropdown (menu, popup placement) is code no page needs before someone reaches for the e-mail menu.
const loadUserMenu = () => import(/* webpackChunkName: "user-menu" */ './user-menu');
const UserMenu = lazy(loadUserMenu);
// Only a head start: a failure shows when the menu is opened.
const warmUp = () => void loadUserMenu().catch(() => undefined);

/** The signed-in part of the header: the report/maintenance tabs and the e-mail menu with logout. */
export function HeaderNav({
  routeName,
  onSignOut,
}: {
  routeName: string | undefined;
  onSignOut: () => void;
}) {
  const navigate = useNavigate();
  const email = useSessionStore((state) => state.email);
  const tabs = headerTabsFor(useRoles());
  const [menuWanted, setMenuWanted] = useState(false);
  const button = (
    <Button
      type="text"
      icon={<UserOutlined />}
      aria-label={`${email ?? ''} のメニュー`}
      aria-haspopup="menu"
      // The button the menu wraps replaces this one: it keeps the keyboard focus.
      autoFocus={menuWanted}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      onClick={() => setMenuWanted(true)}
    >
      <span className="sdp-user-email">{email}</span>
      <DownOutlined />
    </Button>
  );
  return (
    <>
      <nav aria-label="メニュー" style={{ flex: 1, minWidth: 0, alignSelf: 'flex-end' }}>
        {tabs.length > 0 && (
          <HeaderTabs tabs={tabs} activeKey={activeTabOf(routeName)} onSelect={(tab) => navigate(tab.path)} />
        )}
      </nav>
      <Flex align="center">
        {menuWanted ? (
          <Suspense fallback={button}>
            <UserMenu onSignOut={onSignOut}>{button}</UserMenu>
          </Suspense>
        ) : (
          button
        )}
      </Flex>
    </>
  );
}
