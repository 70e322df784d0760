import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TranscriptCue } from '../../lib/transcript-cues';
import { TranscriptPanel } from './TranscriptPanel';

const CUES: TranscriptCue[] = [
  { startSeconds: 0.5, endSeconds: 4, speaker: 'Host', text: 'Welcome to Socratica.' },
  { startSeconds: 4.4, endSeconds: 9, speaker: 'Co-host', text: 'What do leaves do with light?' },
  { startSeconds: 65, endSeconds: 70, speaker: 'Host', text: 'They make sugar.' },
];

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPanel(current: number, onSeek = vi.fn()) {
  const view = render(<TranscriptPanel cues={CUES} current={current} failed={false} onSeek={onSeek} />, {
    wrapper: MantineProvider,
  });
  const rerender = (next: number) =>
    view.rerender(<TranscriptPanel cues={CUES} current={next} failed={false} onSeek={onSeek} />);
  return { onSeek, rerender };
}

const cueButtons = () => within(screen.getByRole('list', { name: 'Transcript' })).getAllByRole('button');

describe('TranscriptPanel', () => {
  it('lists every cue with its time and speaker', () => {
    renderPanel(-1);
    expect(cueButtons().map((cue) => cue.textContent)).toEqual([
      '0:00 Host: Welcome to Socratica.',
      '0:04 Co-host: What do leaves do with light?',
      '1:05 Host: They make sugar.',
    ]);
    expect(screen.getByRole('list', { name: 'Transcript' }).querySelector('[aria-current]')).toBeNull();
  });

  it('follows playback: the cue being said is marked, and scrolled into view as it changes', () => {
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    const { rerender } = renderPanel(0);
    expect(cueButtons()[0]).toHaveAttribute('aria-current', 'true');
    rerender(2);
    const [first, , third] = cueButtons();
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    expect(scrolled.at(-1)).toBe(third);
  });

  it('seeks to a cue’s start on a click, and from the keyboard', async () => {
    const { onSeek } = renderPanel(0);
    const user = userEvent.setup();
    await user.click(cueButtons()[1]!);
    expect(onSeek).toHaveBeenLastCalledWith(4.4);
    cueButtons()[2]!.focus();
    await user.keyboard('{Enter}');
    expect(onSeek).toHaveBeenLastCalledWith(65);
    await user.tab({ shift: true });
    expect(cueButtons()[1]).toHaveFocus();
  });

  it('says when the transcript could not be read', () => {
    render(<TranscriptPanel cues={undefined} current={-1} failed onSeek={vi.fn()} />, {
      wrapper: MantineProvider,
    });
    expect(screen.getByText('The transcript could not be loaded.')).toBeVisible();
  });
});
