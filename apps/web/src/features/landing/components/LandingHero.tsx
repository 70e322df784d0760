import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './LandingHero.module.css';

export function LandingHero({ footer }: { footer?: ReactNode }) {
  return (
    <section aria-labelledby="landing-title" className={classes.hero}>
      <Stack gap="lg" maw={720}>
        <Title id="landing-title" order={1} className={classes.title}>
          Learn any topic in the time you actually have
        </Title>
        <Text size="lg" className={classes.pitch}>
          Pick 5 to 60 minutes and name any topic. A short baseline shows where you start, a Socratic tutor
          guides you at a pace that fits your time, and a post-assessment and report show what you learned.
        </Text>
        <Group gap="sm">
          <Button
            component={Link}
            to="/quiz"
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Start Learning
          </Button>
          <Button
            component={Link}
            to="/chat"
            size="md"
            variant="default"
            leftSection={<IconMessageCircle size={18} aria-hidden />}
          >
            Chat with the Tutor
          </Button>
        </Group>
        {footer}
      </Stack>
    </section>
  );
}
