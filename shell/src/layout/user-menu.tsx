import { useState, type ReactNode } from 'react';
import { LogoutOutlined } from '@sdp/shared/ui';
import { Dropdown, type MenuProps } from '@sdp/shared/ui/dropdown';

const items: MenuProps['items'] = [{ key: 'logout', label: 'ログアウト', icon: <LogoutOutlined /> }];

/** The e-mail menu itself, loaded with the first click on the e-mail button, and shown open then. */
export default function UserMenu({ children, onSignOut }: { children: ReactNode; onSignOut: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{ items, onClick: ({ key }) => key === 'logout' && onSignOut() }}
    >
      {children}
    </Dropdown>
  );
}
