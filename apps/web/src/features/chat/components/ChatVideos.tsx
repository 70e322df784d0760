import type { Video } from '@socratica/contracts';
import { Modal } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import type { ChatMessage } from '../chat-message';
import { OpenVideoContext } from '../video-dialog-context';
import { VideoDialog } from './VideoDialog';
import { VideoSearchDialog } from './VideoSearchDialog';

interface ChatVideosProps {
  sessionId: number;
  topic: string;
  messages: ChatMessage[];
  searchOpen: boolean;
  onSearchClose: () => void;
  /** The learner is an admin: an empty catalogue points them to video management. */
  canManageVideos: boolean;
  /** The conversation: its video embeds open the video dialog. */
  children: ReactNode;
}

/**
 * The chat's two video dialogs. A video chosen among the search results opens over the search (a Modal.Stack),
 * so closing it returns to the results; a video from the chat opens on its own.
 */
export function ChatVideos({
  sessionId,
  topic,
  messages,
  searchOpen,
  onSearchClose,
  canManageVideos,
  children,
}: ChatVideosProps) {
  const [shown, setShown] = useState<Video | null>(null);
  // Stable, so the memoised message bubbles do not re-render when the dialog opens.
  const openVideo = useCallback((video: Video) => setShown(video), []);

  return (
    <OpenVideoContext value={openVideo}>
      {children}
      <Modal.Stack>
        <VideoSearchDialog
          stackId="video-search"
          opened={searchOpen}
          onClose={onSearchClose}
          sessionId={sessionId}
          messages={messages}
          onOpenVideo={openVideo}
          canManageVideos={canManageVideos}
        />
        <VideoDialog stackId="video" video={shown} topic={topic} onClose={() => setShown(null)} />
      </Modal.Stack>
    </OpenVideoContext>
  );
}
