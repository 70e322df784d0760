import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screenIs } from '../../../testing/media';
import { QuizStepper } from './QuizStepper';

const LABELS = [
  'Time Selection',
  'Topic Input',
  'Pre-Assessment',
  'Learning Session',
  'Post-Assessment',
  'Results',
];

function renderStepper(active: number) {
  return render(
    <MantineProvider>
      <QuizStepper active={active} />
    </MantineProvider>,
  );
}

const stepperLabels = () =>
  [...document.querySelectorAll('.mantine-Stepper-stepLabel')].map((label) => label.textContent);

describe('QuizStepper', () => {
  it('shows the six steps of the journey with their labels on a wide screen', () => {
    screenIs({ width: 1280, portrait: false });
    renderStepper(2);

    expect(stepperLabels()).toEqual(LABELS);
    expect(screen.getByText('Step 3 of 6: Pre-Assessment')).toHaveClass('mantine-VisuallyHidden-root');
  });

  it('is compact in portrait under 768 px: numbered dots, with only the current step named', async () => {
    screenIs({ width: 700, portrait: true });
    const { container } = renderStepper(2);

    await waitFor(() => expect(container.querySelector('[data-compact]')).not.toBeNull());
    expect(stepperLabels()).toEqual([]);
    expect(container.querySelectorAll('.mantine-Stepper-step')).toHaveLength(6);
    expect(screen.getByText('Step 3 of 6: Pre-Assessment')).not.toHaveClass('mantine-VisuallyHidden-root');
  });

  it('keeps every label in landscape under 768 px', () => {
    screenIs({ width: 700, portrait: false });
    renderStepper(0);

    expect(stepperLabels()).toEqual(LABELS);
  });

  it('is compact on a 375 px phone', async () => {
    screenIs({ width: 375, portrait: true });
    renderStepper(0);

    await waitFor(() => expect(screen.getByText('Step 1 of 6: Time Selection')).toBeVisible());
    expect(stepperLabels()).toEqual([]);
  });

  it('hides the picture from assistive technology, which reads the summary instead', () => {
    screenIs({ width: 1280, portrait: false });
    const { container } = renderStepper(1);

    expect(container.querySelector('.mantine-Stepper-root')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Step 2 of 6: Topic Input')).not.toHaveAttribute('aria-hidden');
  });
});
