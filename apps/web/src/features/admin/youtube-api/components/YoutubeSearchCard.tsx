import { YOUTUBE_VIDEO_ID, YoutubeSearchQuery, type YoutubeSearchResult } from '@socratica/contracts';
import { Anchor, Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { formatEasternDate } from '../../../../lib/time';
import { formatVideoDuration, formatViewCount } from '../../../../lib/video-format';
import { QualityBadge } from '../../shell/QualityBadge';
import { actionFailureText } from '../../shell/admin-failure-text';
import { useSchemaForm } from '../../../../lib/schema-form';
import { SectionCard } from '../../shell/SectionCard';
import { useSearchYoutube } from '../api/search-youtube';

/** Spec 2 §2 and §5: a search test; Enter submits, a blank query is refused before anything is sent. */
export function YoutubeSearchCard() {
  const search = useSearchYoutube();
  const form = useSchemaForm(YoutubeSearchQuery, { query: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = form.validate();
    if (parsed && !search.isPending) search.mutate(parsed.query);
  };

  return (
    <SectionCard
      title="Search test"
      description="Searches as learners' searches do, with each result's quality score: YouTube when a key is set (uncached searches spend quota), the curated catalogue otherwise."
    >
      <form onSubmit={submit} noValidate aria-label="Search test">
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Search query"
            style={{ flex: '1 1 14rem' }}
            value={form.values.query}
            onChange={(event) => form.set('query', event.currentTarget.value)}
            error={form.errors.query}
          />
          <Button type="submit" mt={25} loading={search.isPending}>
            Search
          </Button>
        </Group>
      </form>
      {search.error && <ErrorAlert>{actionFailureText('The search failed', search.error)}</ErrorAlert>}
      {search.data && (
        <Text size="sm" c="dimmed">
          {search.data.message}
        </Text>
      )}
      {search.data &&
        (search.data.videos.length === 0 ? (
          <Text size="sm">No videos found.</Text>
        ) : (
          <Stack
            gap="sm"
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Search results"
          >
            {search.data.videos.map((video) => (
              <SearchResult key={video.video_id} video={video} />
            ))}
          </Stack>
        ))}
    </SectionCard>
  );
}

// Titles, channels and descriptions come from YouTube: React renders them as text, never as HTML.
function SearchResult({ video }: { video: YoutubeSearchResult }) {
  const id = YOUTUBE_VIDEO_ID.test(video.video_id) ? video.video_id : null;
  const facts = [
    video.channel,
    formatVideoDuration(video.duration),
    formatViewCount(video.view_count),
    video.published_at && `published ${formatEasternDate(video.published_at)}`,
  ].filter(Boolean);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      {id && (
        <Image
          src={`https://i.ytimg.com/vi/${id}/mqdefault.jpg`}
          alt=""
          w={120}
          h={68}
          radius="sm"
          style={{ flex: 'none' }}
        />
      )}
      <Stack gap={4} miw={0}>
        {id ? (
          <Anchor
            href={`https://www.youtube.com/watch?v=${id}`}
            target="_blank"
            rel="noopener noreferrer nofollow"
            fw={600}
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {video.title}
          </Anchor>
        ) : (
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {video.title}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {facts.join(' · ')}
        </Text>
        <div>
          <QualityBadge score={video.quality_score} />
        </div>
      </Stack>
    </Group>
  );
}
