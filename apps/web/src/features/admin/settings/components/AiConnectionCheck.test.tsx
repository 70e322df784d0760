import type { AiCheckResult, AiConnectionCheck, SystemSetting } from '@socratica/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminPanel } from '../../../../testing/admin-panel';
import { json } from '../../../../testing/mock-api';

const providerSetting = (value: string): SystemSetting[] => [
  { name: 'SOCRATICA_AI_PROVIDER', value, source: 'environment', description: 'The coach.' },
];

const base: Omit<AiConnectionCheck, 'name'> = {
  ok: true,
  error: null,
  http_status: null,
  latency_ms: 312,
  time_to_first_token_ms: null,
  output_tokens: null,
  tokens_per_second: null,
  reply: null,
  models: null,
  output_mode: null,
  output_mode_source: null,
};

const working: AiCheckResult = {
  provider: 'openai',
  status: 'connected',
  success: true,
  message: 'Connected to https://api.example.com/v1: gpt-4o answered all 4 checks.',
  base_url: 'https://api.example.com/v1',
  model: 'gpt-4o',
  checks: [
    { ...base, name: 'models', latency_ms: 40, models: ['gpt-4o', 'gpt-4o-mini'] },
    { ...base, name: 'completion', output_tokens: 2, tokens_per_second: 42.5, reply: 'Ready.' },
    {
      ...base,
      name: 'structured_output',
      output_tokens: 8,
      tokens_per_second: 20,
      reply: '{"colour":"blue"}',
      output_mode: 'json_schema',
      output_mode_source: 'learned',
    },
    // A server that streams without usage: the rate is not reported, never estimated.
    { ...base, name: 'stream', latency_ms: 900, time_to_first_token_ms: 150, reply: 'One, two, three' },
  ],
};

const refused = (name: AiConnectionCheck['name']): AiConnectionCheck => ({
  ...base,
  name,
  ok: false,
  http_status: 401,
  error: 'Incorrect API key provided: [hidden].',
});

const failing: AiCheckResult = {
  ...working,
  status: 'failed',
  success: false,
  message: '3 of 4 checks failed on https://api.example.com/v1 with gpt-4o.',
  checks: [
    working.checks[0]!,
    refused('completion'),
    { ...refused('structured_output'), output_mode: 'json_object', output_mode_source: 'learned' },
    refused('stream'),
  ],
};

async function runCheck(result: AiCheckResult) {
  const user = userEvent.setup();
  const { calls } = await renderAdminPanel('?tab=settings', {
    'GET admin/system-settings': () => json({ settings: providerSetting('openai'), sources: [] }),
    'POST admin/ai/check': () => json(result),
  });
  const card = await screen.findByRole('region', { name: 'AI connection' });
  await user.click(within(card).getByRole('button', { name: 'Check the AI connection' }));
  await within(card).findByRole('list', { name: 'AI connection checks' });
  return { card, calls };
}

const row = (card: HTMLElement, name: string) => within(card).getByRole('listitem', { name });

describe('AiConnectionCheck', () => {
  it('shows each check working, with its latency, its rate and the output mode in words', async () => {
    const { card, calls } = await runCheck(working);

    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      'admin/ai/check',
    ]);
    const summary = within(card).getByText('Connection works').closest<HTMLElement>('[role="alert"]')!;
    expect(summary).toHaveTextContent(
      'Connected to https://api.example.com/v1: gpt-4o answered all 4 checks.',
    );
    expect(
      within(within(card).getByRole('list', { name: 'AI connection checks' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Models list', 'Short completion', 'Structured output', 'Stream']);

    const models = row(card, 'Models list');
    expect(within(models).getByText('Works')).toBeVisible();
    expect(models).toHaveTextContent('Lists 2 models: gpt-4o, gpt-4o-mini.');
    expect(models).toHaveTextContent('Latency 40 ms');
    expect(models).not.toHaveTextContent('tokens per second');

    const completion = row(card, 'Short completion');
    expect(completion).toHaveTextContent('Latency 312 ms · 42.5 tokens per second');
    expect(completion).toHaveTextContent('Answered: Ready.');

    const probe = row(card, 'Structured output');
    expect(within(probe).getByText('Output mode: strict JSON schema (learned)')).toBeVisible();

    const stream = row(card, 'Stream');
    expect(stream).toHaveTextContent(
      'Latency 900 ms · first token after 150 ms · tokens per second: not reported',
    );
    expect(within(card).queryByText('Failed')).toBeNull();
  });

  it("shows each failed check with the provider's own message", async () => {
    const { card } = await runCheck(failing);

    const summary = within(card).getByText('Connection check failed').closest<HTMLElement>('[role="alert"]')!;
    expect(summary).toHaveTextContent('3 of 4 checks failed on https://api.example.com/v1 with gpt-4o.');
    expect(within(row(card, 'Models list')).getByText('Works')).toBeVisible();
    for (const name of ['Short completion', 'Structured output', 'Stream']) {
      const failed = row(card, name);
      expect(within(failed).getByText('Failed')).toBeVisible();
      expect(failed).toHaveTextContent('HTTP 401: Incorrect API key provided: [hidden].');
      // A failed call has no rate to report.
      expect(failed).not.toHaveTextContent('tokens per second');
    }
    expect(row(card, 'Structured output')).toHaveTextContent('Output mode: JSON mode (learned)');
  });

  it('says the check itself failed when the server refuses it', async () => {
    const user = userEvent.setup();
    await renderAdminPanel('?tab=settings', {
      'GET admin/system-settings': () => json({ settings: providerSetting('openai'), sources: [] }),
      'POST admin/ai/check': () => json({ detail: 'Something broke.' }, 500),
    });
    const card = await screen.findByRole('region', { name: 'AI connection' });
    await user.click(within(card).getByRole('button', { name: 'Check the AI connection' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Failed to check the AI connection: Something broke.',
    );
  });

  it('says the offline coach needs no connection, and offers no check', async () => {
    await renderAdminPanel('?tab=settings', {
      'GET admin/system-settings': () => json({ settings: providerSetting('offline'), sources: [] }),
    });
    const card = await screen.findByRole('region', { name: 'AI connection' });
    expect(
      await within(card).findByText(
        'The offline coach runs inside the server and needs no connection, so there is nothing to check.',
      ),
    ).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Check the AI connection' })).toBeNull();
  });
});
