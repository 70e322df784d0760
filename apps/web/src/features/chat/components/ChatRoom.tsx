import type { ChatSession, ChatTimer } from '@socratica/contracts';
import { Drawer, Stack } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { usePauseSessionMutation } from '../api/pause-session';
import type { ChatMessage } from '../chat-message';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { useMobileChatLayout } from '../hooks/use-chat-layout';
import { useChatTimer } from '../hooks/use-chat-timer';
import { useNotesAutosave } from '../hooks/use-notes-autosave';
import { useSessionAutosave } from '../hooks/use-session-autosave';
import { endsWithTimesUp, timesUpMessage } from '../page-messages';
import { savePausedSession, saveSessionSnapshot } from '../session-cache';
import { ChatErrorBanner } from './ChatErrorBanner';
import { ChatHeader } from './ChatHeader';
import classes from './ChatRoom.module.css';
import { ChatVideos } from './ChatVideos';
import { CompactChatHeader } from './CompactChatHeader';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { NotesPanel } from './NotesPanel';
import { PausedChatNotice } from './PausedChatNotice';
import { ResumeSessionModal } from './ResumeSessionModal';
import { TimesUpActions } from './TimesUpActions';

export interface ChatRoomProps {
  session: ChatSession;
  initialMessages: ChatMessage[];
  initialTimer: ChatTimer;
  initialError: string | null;
  /** The spec's `assessment_context`, stored with a paused session. */
  assessmentContext: unknown;
  /** The session is paused and stored: the page moves on. */
  onPaused: () => void;
  /** A paused session was resumed from this page. */
  onResumed: (session: ChatSession) => void;
  /** The learner is an admin: an empty video catalogue points them to video management. */
  canManageVideos?: boolean;
}

/** The chat page's working area: header with timer, the conversation, the input and the notes. */
export function ChatRoom({
  session,
  initialMessages,
  initialTimer,
  initialError,
  assessmentContext,
  onPaused,
  onResumed,
  canManageVideos = false,
}: ChatRoomProps) {
  const sessionId = session.session_id;
  const postAssessmentPath = `/post-assessment/${sessionId}`;
  const paused = session.paused_at !== null;
  const mobile = useMobileChatLayout();
  const notesPanelId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // null until the learner toggles: notes start open beside the chat on wide screens, closed on phones.
  const [notesToggled, setNotesToggled] = useState<boolean | null>(null);
  const notesOpen = notesToggled ?? !mobile;
  const [timesUp, setTimesUp] = useState<{ messageId: string; choicesShown: boolean } | null>(null);
  const [resumeOpen, setResumeOpen] = useState(false);
  const [videoSearchOpen, setVideoSearchOpen] = useState(false);

  const Header = mobile ? CompactChatHeader : ChatHeader;
  const notes = useNotesAutosave(sessionId, session.notes);
  const pause = usePauseSessionMutation(sessionId);
  const timer = useChatTimer({ initial: initialTimer, onExpire: announceTimesUp });
  const conversation = useChatConversation({
    sessionId,
    initialMessages,
    initialError,
    assessmentContext,
    onReply: (reply) => timer.sync(reply.timer),
    onPhase: (phase) => timer.setPhase(phase),
  });

  useSessionAutosave(() => {
    saveSessionSnapshot({
      session_id: sessionId,
      topic: session.topic,
      messages: conversation.messages,
      notes: notes.notes,
      timestamp: new Date().toISOString(),
    });
    void notes.saveNow({ evenIfUnchanged: true });
  });

  function announceTimesUp() {
    const stored = endsWithTimesUp(conversation.messages);
    const message = stored ?? timesUpMessage();
    if (!stored) conversation.append(message);
    setTimesUp({ messageId: message.id, choicesShown: true });
  }

  function handleSend(text: string, clearIfUnchanged: () => void) {
    void conversation.send(text, { onAccepted: clearIfUnchanged });
  }

  function handlePause() {
    const text = notes.notes;
    pause.mutate(text, {
      onSuccess(pausedSession) {
        notes.markSaved(text);
        savePausedSession({
          session_id: sessionId,
          topic: session.topic,
          assessmentContext: assessmentContext ?? null,
          messages: conversation.messages,
          notes: text,
          pausedAt: pausedSession.paused_at ?? new Date().toISOString(),
          remainingSeconds: pausedSession.timer.remaining_seconds,
        });
        onPaused();
      },
      onError: (error) => conversation.showError(`Could not pause the session: ${errorText(error)}`),
    });
  }

  const notesPanel = (
    <NotesPanel
      notes={notes.notes}
      onChange={notes.setNotes}
      saveState={notes.saveState}
      failure={notes.failure}
    />
  );

  return (
    <Stack gap={mobile ? 'xs' : 'md'}>
      <Header
        topic={session.topic}
        difficulty={session.difficulty_level}
        phase={timer.phase}
        remainingSeconds={timer.remainingSeconds}
        timerRunning={timer.running}
        paused={paused}
        postAssessmentPath={postAssessmentPath}
        notesOpen={notesOpen}
        notesPanelId={mobile ? undefined : notesPanelId}
        onToggleNotes={() => setNotesToggled(!notesOpen)}
        onFindVideos={() => setVideoSearchOpen(true)}
        onPause={handlePause}
        pausing={pause.isPending}
        canPause={!paused && !conversation.replying}
      />
      {conversation.error && (
        <ChatErrorBanner message={conversation.error} onClose={conversation.dismissError} />
      )}
      {paused && <PausedChatNotice onResume={() => setResumeOpen(true)} />}
      <div className={classes.columns} data-with-notes={!mobile && notesOpen ? '' : undefined}>
        <section className={classes.conversation} aria-label="Chat with the tutor">
          <ChatVideos
            sessionId={sessionId}
            topic={session.topic}
            messages={conversation.messages}
            searchOpen={videoSearchOpen}
            onSearchClose={() => setVideoSearchOpen(false)}
            canManageVideos={canManageVideos}
          >
            <MessageList
              className={classes.messages}
              messages={conversation.messages}
              draft={conversation.draft}
              placeInLine={conversation.placeInLine}
              serverRestarting={conversation.serverRestarting}
              replying={conversation.replying}
              renderExtra={(message) =>
                timesUp?.messageId === message.id &&
                timesUp.choicesShown && (
                  <TimesUpActions
                    postAssessmentPath={postAssessmentPath}
                    onContinue={() => {
                      setTimesUp({ ...timesUp, choicesShown: false });
                      inputRef.current?.focus();
                    }}
                    onSave={handlePause}
                    saving={pause.isPending}
                    canSave={!paused && !conversation.replying}
                  />
                )
              }
            />
          </ChatVideos>
          {!paused && (
            <div className={classes.composer}>
              <Composer
                inputRef={inputRef}
                onSend={handleSend}
                onStop={conversation.stop}
                replying={conversation.replying}
              />
            </div>
          )}
        </section>
        {!mobile && notesOpen && (
          <aside id={notesPanelId} className={classes.notes} aria-label="Notes">
            {notesPanel}
          </aside>
        )}
      </div>
      {mobile && (
        <Drawer
          opened={notesOpen}
          onClose={() => setNotesToggled(false)}
          title="Session notes"
          position="bottom"
          size="80%"
          closeButtonProps={{ 'aria-label': 'Close notes' }}
        >
          {notesPanel}
        </Drawer>
      )}
      {paused && (
        <ResumeSessionModal
          paused={{
            session_id: sessionId,
            topic: session.topic,
            paused_at: session.paused_at ?? '',
            message_count: session.messages.length,
            remaining_seconds: timer.remainingSeconds,
          }}
          opened={resumeOpen}
          onClose={() => setResumeOpen(false)}
          onResumed={onResumed}
        />
      )}
    </Stack>
  );
}
