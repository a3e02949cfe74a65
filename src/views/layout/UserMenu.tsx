import { ChevronDown, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { BareButton } from '../ui/Button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger, Popover, type Key } from '../ui/Menu';
import { accountLinks } from './nav-links';
import * as styles from './UserMenu.css';

const LOGOUT = 'logout';

/** "Hi, {name}" and the account pages; react-aria closes it on a click outside or Escape. */
export function UserMenu({ name, onSignOut }: { name: string; onSignOut: () => void }) {
  const navigate = useNavigate();
  const onAction = (key: Key) => {
    if (key === LOGOUT) onSignOut();
    else void navigate(String(key));
  };
  return (
    <MenuTrigger>
      <BareButton className={styles.trigger}>
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span>Hi, {name}</span>
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </BareButton>
      <Popover placement="bottom end" offset={8} className={styles.popover}>
        <Menu className={styles.menu} onAction={onAction} aria-label="Account">
          {accountLinks.map(({ to, label, icon: Icon }) => (
            <MenuItem key={to} id={to} className={styles.item} textValue={label}>
              <Icon size={16} aria-hidden="true" />
              {label}
            </MenuItem>
          ))}
          <MenuSeparator className={styles.separator} />
          <MenuItem id={LOGOUT} className={styles.item} textValue="Logout">
            <LogOut size={16} aria-hidden="true" />
            Logout
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
