import { Button, Group, Textarea } from '@mantine/core';
import { IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../chat-limits';
import phone from '../../../components/PhoneHidden.module.css';
import classes from './Composer.module.css';

// The counter appears once a message is long enough for the limit to matter.
const COUNTER_FROM = Math.floor(CHAT_MESSAGE_MAX_LENGTH * 0.8);
const count = (n: number) => n.toLocaleString('en-US');

interface ComposerProps {
  /**
   * Sends the text. `clearIfUnchanged` empties the box once the message is accepted, unless the
   * learner has typed on since pressing Enter: whatever came after stays.
   */
  onSend: (text: string, clearIfUnchanged: () => void) => void;
  onStop: () => void;
  /** A reply is loading: nothing can be sent until it ends. */
  replying: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * Spec 1 §2 and §5: Enter sends, Shift+Enter adds a line; no blank message, nothing while a reply loads.
 * The text being typed lives here, not in the chat room: a key then re-renders the composer alone,
 * never the room and its list of hundreds of messages.
 */
export function Composer({ onSend, onStop, replying, inputRef }: ComposerProps) {
  const [value, setValue] = useState('');
  const length = value.trim().length;
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = !replying && length > 0 && !tooLong;

  function send() {
    if (!canSend) return;
    const sent = value;
    onSend(sent, () => setValue((current) => (current === sent ? '' : current)));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An Enter that confirms an IME composition (Japanese, Chinese…) is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  return (
    <form onSubmit={handleSubmit} aria-label="Send a message">
      <div className={classes.layout}>
        <Textarea
          ref={inputRef}
          className={classes.field}
          classNames={{
            label: phone.phoneHidden,
            description: length >= COUNTER_FROM ? undefined : phone.phoneHidden,
          }}
          label="Your message"
          description={
            length >= COUNTER_FROM
              ? `${count(length)} of ${count(CHAT_MESSAGE_MAX_LENGTH)} characters. Enter sends; Shift+Enter starts a new line.`
              : 'Enter sends; Shift+Enter starts a new line.'
          }
          placeholder="Answer the tutor, or ask your own question…"
          autosize
          minRows={2}
          maxRows={8}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          error={
            tooLong
              ? `Your message is too long: ${count(length)} characters, and the most is ${count(CHAT_MESSAGE_MAX_LENGTH)}. Shorten it to send.`
              : undefined
          }
        />
        <Group justify="flex-end" gap="xs" wrap="nowrap">
          {replying && (
            <Button
              variant="default"
              onClick={onStop}
              leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
            >
              Stop
            </Button>
          )}
          <Button type="submit" disabled={!canSend} rightSection={<IconSend size={16} aria-hidden />}>
            Send
          </Button>
        </Group>
      </div>
    </form>
  );
}
