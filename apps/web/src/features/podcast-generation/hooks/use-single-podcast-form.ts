import { GeneratePodcastRequest } from '@socratica/contracts';
import { NEW_PODCAST_VALUES, toPodcastRequest } from '../../../lib/podcast-request-values';
import { useSchemaForm } from '../../../lib/schema-form';

/** The Create Single Podcast form, checked as the request it sends. */
export function useSinglePodcastForm(publishesToEveryone: boolean) {
  return useSchemaForm(GeneratePodcastRequest, NEW_PODCAST_VALUES, (values) => ({
    ...toPodcastRequest(values),
    // D17: a learner's episode is heard by nobody else, so it is never featured, whatever the hidden default says.
    is_featured: publishesToEveryone && values.is_featured,
  }));
}
