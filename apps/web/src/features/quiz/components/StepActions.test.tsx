import { Button, MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screenIs } from '../../../testing/media';
import { StepActions } from './StepActions';

function renderActions() {
  render(
    <MantineProvider>
      <StepActions>
        <Button>Previous</Button>
        <Button>Next</Button>
      </StepActions>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Previous' }).parentElement!;
}

describe('StepActions', () => {
  it('puts the buttons in a row on a wide screen', () => {
    screenIs({ width: 1024, portrait: false });

    expect(renderActions()).toHaveStyle({ flexDirection: 'row' });
  });

  it('stacks them at full width under 640 px', async () => {
    screenIs({ width: 375, portrait: true });
    const row = renderActions();

    await waitFor(() => expect(row).toHaveStyle({ flexDirection: 'column', alignItems: 'stretch' }));
  });

  it('keeps the row at 640 px', () => {
    screenIs({ width: 640, portrait: true });

    expect(renderActions()).toHaveStyle({ flexDirection: 'row' });
  });
});
