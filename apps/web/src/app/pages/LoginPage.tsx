import { Alert, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBulb } from '@tabler/icons-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { useSession } from '../../features/auth/hooks/use-session';
import { nextPathFrom } from '../routing/login-redirect';
import { CHECKING_SIGN_IN } from '../routing/RequireSession';
import classes from './LoginPage.module.css';

export function LoginPage() {
  useDocumentTitle('Sign in · Socratica');
  const { status, endReason } = useSession();
  const navigate = useNavigate();
  const next = nextPathFrom(useLocation().search);

  if (status === 'signed-in') return <Navigate to={next} replace />;

  return (
    <Box component="main" className={classes.page}>
      {status === 'checking' ? (
        <PageLoader label={CHECKING_SIGN_IN} />
      ) : (
        <Center mih="100dvh" px="md" py="xl">
          <Stack gap="lg" w="100%" maw={420}>
            <Stack gap={4} align="center">
              <Group gap={8} c="indigo.9" aria-hidden>
                <IconBulb size={34} stroke={1.8} />
                <Text fz={28} fw={800} lts="-0.02em">
                  Socratica
                </Text>
              </Group>
              <Title order={1} size="h2" ta="center">
                Sign in to Socratica
              </Title>
              <Text c="gray.8" ta="center">
                Time-boxed learning with a Socratic AI tutor.
              </Text>
            </Stack>
            {endReason === 'expired' && (
              <Alert role="status" color="indigo" variant="light" title="Your session has ended">
                Please sign in again to continue.
              </Alert>
            )}
            <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
              <LoginForm onSignedIn={() => void navigate(next, { replace: true })} />
            </Paper>
            <Text size="sm" c="gray.8" ta="center">
              Need help? Contact your system administrator
            </Text>
          </Stack>
        </Center>
      )}
    </Box>
  );
}
