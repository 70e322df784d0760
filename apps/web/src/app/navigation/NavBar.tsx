import { Box, Burger, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBulb } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { isLinkActive, navLinksFor, type NavItem } from './nav-links';
import classes from './NavBar.module.css';
import { UserArea } from './UserArea';

const MOBILE_NAV_ID = 'mobile-navigation';

export function NavBar() {
  const { user } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const links = navLinksFor(user);

  async function handleSignOut() {
    menu.close();
    await signOut();
    await navigate('/login', { replace: true });
  }

  const userArea = (
    <UserArea
      username={user?.username ?? null}
      signingOut={isSigningOut}
      onSignOut={() => void handleSignOut()}
    />
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.brand} onClick={menu.close}>
          <IconBulb size={26} stroke={1.8} aria-hidden />
          Socratica
        </Link>
        <Box component="nav" aria-label="Main" visibleFrom="sm" className={classes.desktopNav}>
          <LinkList links={links} pathname={pathname} />
        </Box>
        <Box visibleFrom="sm" className={classes.user}>
          {userArea}
        </Box>
        <Burger
          hiddenFrom="sm"
          className={classes.burger}
          opened={menuOpened}
          onClick={menu.toggle}
          aria-label={menuOpened ? 'Close navigation menu' : 'Open navigation menu'}
          aria-expanded={menuOpened}
          aria-controls={MOBILE_NAV_ID}
        />
      </Container>
      {menuOpened && (
        <Box
          component="nav"
          id={MOBILE_NAV_ID}
          aria-label="Main menu"
          hiddenFrom="sm"
          className={classes.mobileNav}
          onKeyDown={(event) => {
            if (event.key === 'Escape') menu.close();
          }}
        >
          <Container size="lg">
            <LinkList links={links} pathname={pathname} onNavigate={menu.close} />
            <Box mt="sm">{userArea}</Box>
          </Container>
        </Box>
      )}
    </Box>
  );
}

function LinkList({
  links,
  pathname,
  onNavigate,
}: {
  links: NavItem[];
  pathname: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={classes.links}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className={classes.link}
            aria-current={isLinkActive(pathname, link.to) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
