import { Anchor, Title, Typography, VisuallyHidden } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

// DESIGN §5: rendered Markdown is sanitised and has no raw HTML. HTML in a reply is shown as the text it is
// (a tutor explaining "the <p> tag" must not lose it; without rehype-raw it is never parsed), the tree is
// sanitised, links keep only web and mail addresses, and images are never fetched: a remote image
// would tell its host who is reading (a beacon), so only its description is shown.
const SAFE_LINK = /^(https?:|mailto:)/i;

function safeUrl(url: string): string | undefined {
  const trimmed = url.trim();
  return SAFE_LINK.test(trimmed) ? trimmed : undefined;
}

const rehypePlugins = [rehypeSanitize];

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Anchor>
    ) : (
      <span>{children}</span>
    ),
  // A code block scrolls sideways; keyboard users must be able to reach it to scroll it.
  pre: ({ children }) => <pre tabIndex={0}>{children}</pre>,
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
  // The page owns h1 and the topic's h2; a reply's headings sit under them.
  h1: ({ children }) => <Title order={3}>{children}</Title>,
  h2: ({ children }) => <Title order={3}>{children}</Title>,
  h3: ({ children }) => <Title order={4}>{children}</Title>,
  h4: ({ children }) => <Title order={5}>{children}</Title>,
  h5: ({ children }) => <Title order={6}>{children}</Title>,
  h6: ({ children }) => <Title order={6}>{children}</Title>,
};

export function AssistantMarkdown({ children }: { children: string }) {
  return (
    <Typography fz="sm">
      <Markdown rehypePlugins={rehypePlugins} urlTransform={safeUrl} components={components}>
        {children}
      </Markdown>
    </Typography>
  );
}
