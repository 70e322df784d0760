import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './Page.module.css';
import phone from './PhoneHidden.module.css';

interface PageProps {
  title: string;
  /** One line under the title. */
  lead?: ReactNode;
  children?: ReactNode;
  /** On phones the title is read by screen readers only, leaving the screen to the page's work (the chat). */
  titleHiddenOnPhones?: boolean;
}

/** The one h1 of a page, also used as the browser tab's title. */
export function Page({ title, lead, children, titleHiddenOnPhones = false }: PageProps) {
  useDocumentTitle(`${title} · Socratica`);
  return (
    <Stack gap="lg" className={titleHiddenOnPhones ? classes.phoneTitleHidden : undefined}>
      <Stack gap={6} className={titleHiddenOnPhones ? phone.phoneHidden : undefined}>
        <Title order={1}>{title}</Title>
        {lead && (
          <Text size="lg" c="gray.8">
            {lead}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
