import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { Disclaimer } from '../../components/Disclaimer';
import { NavBar } from '../navigation/NavBar';
import classes from './AppLayout.module.css';

const MAIN_ID = 'main-content';

export function AppLayout() {
  return (
    <div className={classes.shell}>
      <a
        href={`#${MAIN_ID}`}
        className={classes.skipLink}
        onClick={(event) => {
          // Moving focus directly keeps the router's URL untouched.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        Skip to main content
      </a>
      <NavBar />
      <Container component="main" id={MAIN_ID} tabIndex={-1} size="lg" className={classes.main}>
        <Outlet />
      </Container>
      <footer className={classes.footer}>
        <Container size="lg">
          <Disclaimer />
        </Container>
      </footer>
    </div>
  );
}
