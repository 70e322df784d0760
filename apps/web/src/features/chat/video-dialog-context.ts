import type { Video } from '@socratica/contracts';
import { createContext } from 'react';

/**
 * Opens the video dialog for a video shown in the chat. Given by ChatVideos around the conversation, so the
 * memoised message bubbles need no new prop; absent (null) where there is no dialog, and then no button shows.
 */
export const OpenVideoContext = createContext<((video: Video) => void) | null>(null);
