import { GeneratePodcastRequest, PODCAST_OUTLINE_MAX_LENGTH, requiredText } from '@socratica/contracts';

/**
 * Spec 2 §5: the admin's Generate New Episode form requires the outline, which the contract leaves optional
 * for the Schedule tab's single podcast; every other rule is the contract's own.
 */
export const AdminGeneratePodcastRequest = GeneratePodcastRequest.extend({
  description: requiredText('An outline', PODCAST_OUTLINE_MAX_LENGTH),
});
