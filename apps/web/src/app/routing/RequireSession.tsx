import { Alert, Box, Button, Center, Stack, Text } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../../features/auth/hooks/use-session';
import { loginPathFor } from './login-redirect';

export const CHECKING_SIGN_IN = 'Checking your sign-in…';

/** DESIGN D2: every page but login needs a signed-in user. The server enforces the same rule on its own. */
export function RequireSession() {
  const { status, endReason, recheck } = useSession();
  const location = useLocation();

  if (status === 'checking') {
    return (
      <Box component="main">
        <PageLoader label={CHECKING_SIGN_IN} />
      </Box>
    );
  }
  if (status === 'signed-out') {
    // After a deliberate logout the next person to sign in should start at home, not on the last page.
    return <Navigate to={endReason === 'signed-out' ? '/login' : loginPathFor(location)} replace />;
  }
  if (status === 'check-failed') {
    return (
      <Center component="main" mih="60vh" p="md">
        <Alert color="red" title="We could not check your sign-in" maw={480}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">The server did not answer. Check your connection and try again.</Text>
            <Button size="xs" onClick={recheck}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  return <Outlet />;
}
