import { Box, Button, Container, Group, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBulb } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { PublicSubscribePanel } from '../../features/podcast-subscribe/components/PublicSubscribePanel';
import { loginPathFor } from '../routing/login-redirect';

const PODCASTS_PATH = '/podcasts';

/** DESIGN D15: the page the QR code opens, readable without signing in. */
export function PodcastSubscribePage() {
  useDocumentTitle('Subscribe to the podcast · Socratica');
  const { status } = useSession();
  const signedIn = status === 'signed-in';

  return (
    <Box component="main" bg="gray.0" mih="100dvh">
      <Container size="sm" py="xl">
        <Group gap={8} c="indigo.9" mb="lg" aria-hidden>
          <IconBulb size={28} stroke={1.8} />
          <Text fz={22} fw={800} lts="-0.02em">
            Socratica
          </Text>
        </Group>
        <PublicSubscribePanel
          feedElsewhere={
            <Button
              component={Link}
              size="xs"
              to={signedIn ? PODCASTS_PATH : loginPathFor({ pathname: PODCASTS_PATH, search: '', hash: '' })}
            >
              {signedIn ? 'Open Podcasts' : 'Sign in'}
            </Button>
          }
        />
      </Container>
    </Box>
  );
}
