import type { EnhancedResults } from '@socratica/contracts';
import { screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enhancedResults, learningGains } from '../../../testing/assessments';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReportDetail } from './ReportDetail';

// recharts needs a real layout; the chart module gets its own test. This stub shows what it was given.
vi.mock('./charts/ReportCharts', () => ({
  PercentBarChart: ({ bars }: { bars: { name: string; value: number }[] }) => (
    <div data-testid="chart">{bars.map((bar) => `${bar.name}=${bar.value}`).join(';')}</div>
  ),
}));

function renderReport(results: EnhancedResults | Response, freshGains = null as typeof learningGains | null) {
  mockApi({
    'GET assessments/7/enhanced-results': () => (results instanceof Response ? results : json(results)),
  });
  renderWithProviders(<ReportDetail sessionId="7" freshGains={freshGains} />);
}

async function section(name: string) {
  return within(await screen.findByRole('region', { name }));
}

/** The card whose h3 is `label`. */
function card(scope: BoundFunctions<typeof queries>, label: string) {
  return within(
    scope.getByRole('heading', { level: 3, name: label }).closest<HTMLElement>('.mantine-Paper-root')!,
  );
}

const noPost = (): EnhancedResults => {
  const results = enhancedResults();
  return { ...results, analysis: { ...results.analysis, post_assessment: null, learning_gains: null } };
};

describe('ReportDetail', () => {
  it('has the sections in order, and the links', async () => {
    renderReport(enhancedResults());

    await screen.findByRole('region', { name: 'Overall Progress' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Overall Progress',
      'Tested Gain',
      'Learning Insights',
      'Performance Analytics',
      'Cognitive Analysis',
      'Comparative Benchmarks',
      'Recommended Next Steps',
    ]);
    expect(screen.getByRole('link', { name: 'Back to all reports' })).toHaveAttribute('href', '/report');
    expect(screen.getByRole('link', { name: 'Take Another Quiz' })).toHaveAttribute('href', '/quiz');
    expect(screen.getByRole('link', { name: 'Start Chat Session' })).toHaveAttribute('href', '/chat');
  });

  it('lists the claims from the chat that the sources contradict, with the sentence, its link and whether it was corrected', async () => {
    renderReport({
      ...enhancedResults(),
      contradicted_claims: [
        {
          claim: 'The Moon causes one tide a day.',
          source_sentence: 'Most coasts have two high tides a day.',
          source_name: 'Tide › Tidal constituents',
          source_url: 'https://en.wikipedia.org/wiki/Tide#Tidal_constituents',
          corrected: false,
        },
        {
          claim: 'Spring tides happen in spring.',
          source_sentence: 'Spring tides happen twice a month, at new and full moon.',
          source_name: 'Tide › Range variation',
          source_url: null,
          corrected: true,
        },
      ],
    });
    const claims = await section('Claims from your chat that the sources contradict');
    const items = claims.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('You said: “The Moon causes one tide a day.”')).toBeVisible();
    expect(within(items[0]!).getByText('Not corrected in the chat')).toBeVisible();
    expect(within(items[0]!).getByRole('link', { name: 'Tide › Tidal constituents' })).toHaveAttribute(
      'href',
      'https://en.wikipedia.org/wiki/Tide#Tidal_constituents',
    );
    expect(within(items[1]!).getByText('Corrected later in the chat')).toBeVisible();
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says plainly when the topic had no article or document', async () => {
    renderReport({ ...enhancedResults(), source_found: false });
    expect(await screen.findByText(/I found no article or document on/)).toBeVisible();
  });

  it('says which of the work the offline coach did when the model failed it (issue 38)', async () => {
    renderReport(enhancedResults({ answered_offline: ['post_assessment', 'marking', 'learning_summary'] }));
    expect(
      await screen.findByText(
        'The AI coach was unavailable, so the built-in offline coach wrote the post-assessment questions, marked your written answers and summarised your chat.',
      ),
    ).toBeVisible();
  });

  it('says nothing of the offline coach when the model did all the work', async () => {
    renderReport(enhancedResults());
    await screen.findByRole('region', { name: 'Learning Insights' });
    expect(screen.queryByText(/built-in offline coach/)).toBeNull();
  });

  it('says nothing of sources when the topic had one', async () => {
    renderReport(enhancedResults());
    await screen.findByRole('region', { name: 'Overall Progress' });
    expect(screen.queryByText(/I found no article or document/)).not.toBeInTheDocument();
  });

  it('has no section of contradicted claims when none was found', async () => {
    renderReport(enhancedResults());
    await screen.findByRole('region', { name: 'Overall Progress' });
    expect(screen.queryByRole('region', { name: /sources contradict/ })).not.toBeInTheDocument();
  });

  it('shows only the pre-assessment score until a post-assessment exists', async () => {
    renderReport(noPost());
    const overall = await section('Overall Progress');

    expect(card(overall, 'Self-rated starting level').getByText('40%')).toBeVisible();
    expect(overall.queryByRole('heading', { name: 'Post-assessment score' })).not.toBeInTheDocument();
    expect(
      overall.queryByRole('heading', { name: /against your self-rating|Improvement/ }),
    ).not.toBeInTheDocument();
    expect(overall.getByRole('link', { name: 'Take the Post-Assessment' })).toHaveAttribute(
      'href',
      '/post-assessment/7',
    );
    expect(overall.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows the post score and the difference from the self-rating once a post-assessment exists', async () => {
    renderReport(enhancedResults());
    const overall = await section('Overall Progress');

    expect(card(overall, 'Self-rated starting level').getByText('40%')).toBeVisible();
    expect(card(overall, 'Post-assessment score').getByText('75%')).toBeVisible();
    expect(card(overall, 'Post-assessment against your self-rating').getByText('+35 points')).toBeVisible();
    expect(overall.getByRole('figure')).toHaveTextContent('Self-rating 40%, post-assessment 75%.');
    expect(await overall.findByTestId('chart')).toHaveTextContent('Self-rating=40;Post-assessment=75');
    expect(overall.queryByRole('link', { name: 'Take the Post-Assessment' })).not.toBeInTheDocument();
    expect(overall.getByRole('link', { name: 'See your marked answers' })).toHaveAttribute(
      'href',
      '/post-assessment/7',
    );
  });

  it('calls a post score from a self-check what it is, not a knowledge test', async () => {
    const results = enhancedResults();
    renderReport({
      ...results,
      analysis: {
        ...results.analysis,
        post_assessment: { score_percentage: 75, knowledge_basis: 'self_check' },
      },
    });
    const overall = await section('Overall Progress');
    const selfCheck = card(overall, 'Post-assessment self-check');
    expect(selfCheck.getByText('75%')).toBeVisible();
    expect(selfCheck.getByText('self-check, not a knowledge test')).toBeVisible();
    expect(overall.queryByRole('heading', { name: 'Post-assessment score' })).not.toBeInTheDocument();
  });

  it('labels the pre score a self-estimate only when it comes from self-ratings', async () => {
    renderReport(enhancedResults());
    const overall = await section('Overall Progress');
    expect(
      card(overall, 'Self-rated starting level').getByText(/a self-rating, not a test score/),
    ).toBeVisible();
    expect(
      card(overall, 'Post-assessment against your self-rating').getByText(/not a tested improvement/),
    ).toBeVisible();
    expect(overall.queryByRole('heading', { name: 'Pre-assessment score' })).not.toBeInTheDocument();
    // A share of the room to improve from a self-rating would read as a tested gain.
    expect(overall.queryByRole('heading', { name: 'Normalized gain' })).not.toBeInTheDocument();
  });

  it('names a tested pre score plainly', async () => {
    const results = enhancedResults();
    renderReport({
      ...results,
      assessment: { ...results.assessment, score_kind: 'tested' },
      analysis: {
        ...results.analysis,
        learning_gains: { ...results.analysis.learning_gains!, pre_score_kind: 'tested' },
      },
    });
    const overall = await section('Overall Progress');
    expect(card(overall, 'Pre-assessment score').getByText('40%')).toBeVisible();
    expect(card(overall, 'Improvement').getByText('+35 points')).toBeVisible();
    expect(card(overall, 'Normalized gain').getByText('58.3%')).toBeVisible();
  });

  it('says what time taken counts', async () => {
    renderReport(enhancedResults());
    const overall = await section('Overall Progress');
    expect(overall.getByText(/chat time on the session clock/)).toBeVisible();
  });

  it('shows dates in Eastern time, N/A when missing and the raw value when unreadable', async () => {
    renderReport({ ...enhancedResults(), created_at: 'sometime last week', completed_at: null });
    const overall = await section('Overall Progress');

    const facts = overall
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Started', 'sometime last week'],
      ['Completed', 'N/A'],
      ['Questions', '9'],
      ['Time taken', '5 min 20 s'],
    ]);
  });

  it('shows the tested gain: the knowledge check, the parallel questions and g with its meaning', async () => {
    renderReport(enhancedResults());
    const gain = await section('Tested Gain');

    expect(card(gain, 'Knowledge check (before)').getByText('33.3%')).toBeVisible();
    expect(
      card(gain, 'Knowledge check (before)').getByText('on 3 statements from the sources'),
    ).toBeVisible();
    expect(card(gain, 'Parallel questions (after)').getByText('66.7%')).toBeVisible();
    expect(card(gain, 'Normalised gain g').getByText('0.50')).toBeVisible();
    expect(
      gain.getByText(/Hake \(1998\) found about 0\.23 typical of traditional lectures and 0\.48/),
    ).toBeVisible();
  });

  it('says the gain is not measured after a skipped knowledge check, and why', async () => {
    const results = enhancedResults();
    renderReport({
      ...results,
      analysis: {
        ...results.analysis,
        tested_gain: {
          measured: false,
          reason: 'skipped',
          items: 0,
          pre_score: null,
          post_score: null,
          normalized_gain: null,
          meaning:
            'Not measured: you skipped the knowledge pre-check, so there is no tested score from before the chat.',
        },
      },
    });
    const gain = await section('Tested Gain');

    expect(card(gain, 'Normalised gain g').getByText('Not measured')).toBeVisible();
    expect(gain.queryByText('Knowledge check (before)')).not.toBeInTheDocument();
    expect(gain.getByText(/^Not measured: you skipped the knowledge pre-check/)).toBeVisible();
    // The self-rating stays, labelled as one.
    expect((await section('Overall Progress')).getByText('Self-rated starting level')).toBeVisible();
  });

  it('shows completion dates in Eastern time', async () => {
    renderReport(enhancedResults());
    const overall = await section('Overall Progress');

    expect(overall.getByText('Nov 21, 2026, 9:47 AM ET')).toBeVisible();
    expect(overall.getByText('Nov 21, 2026, 9:30 AM ET')).toBeVisible();
  });

  it('shows the learning insights, each list once', async () => {
    renderReport(enhancedResults());
    const insights = await section('Learning Insights');

    expect(card(insights, 'Learning efficiency').getByText('+20')).toBeVisible();
    expect(
      card(insights, 'Learning efficiency').getByText(
        'tested points per 10 minutes of chat, on the parallel questions',
      ),
    ).toBeVisible();
    expect(card(insights, 'Confidence growth').getByText('+3')).toBeVisible();
    // Assessment answers and chat messages are counted apart, each under its own label.
    expect(card(insights, 'Responses').getByText('9')).toBeVisible();
    expect(
      card(insights, 'Responses').getByText('questions you answered across the assessments'),
    ).toBeVisible();
    expect(card(insights, 'Chat messages').getByText('6')).toBeVisible();
    expect(
      card(insights, 'Chat messages').getByText('you wrote to the tutor, which replied 7 times'),
    ).toBeVisible();
    expect(
      card(insights, 'Personalised recommendations')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Draw the Earth–Moon system', 'Watch a time-lapse of a harbour']);
    expect(card(insights, 'Knowledge gaps').getAllByRole('listitem')).toHaveLength(1);
    expect(
      card(insights, 'Concepts from your chat')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['gravity', 'tidal bulge']);
  });

  it.each([
    [82.5, '83rd percentile', 'Top performer!'],
    [75, '75th percentile', 'Top performer!'],
    [74.9, '75th percentile', 'Above average'],
    [50, '50th percentile', 'Above average'],
    [49.9, '50th percentile', 'Room for improvement'],
  ])('labels a peer percentile of %d', async (value, shown, label) => {
    const results = enhancedResults();
    results.advanced_analytics.performance_metrics.peer_percentile.value = value;
    renderReport(results);
    const peer = card(await section('Performance Analytics'), 'Peer percentile');

    expect(peer.getByText(shown)).toBeVisible();
    expect(peer.getByText(label)).toBeVisible();
  });

  it('says Not enough data yet for a null metric, never a number, and shows every formula', async () => {
    const results = enhancedResults();
    results.advanced_analytics.performance_metrics.peer_percentile.value = null;
    renderReport(results);
    const performance = await section('Performance Analytics');

    const peer = card(performance, 'Peer percentile');
    expect(peer.getByText('Not enough data yet')).toBeVisible();
    expect(peer.queryByText(/\d+(st|nd|rd|th) percentile/)).not.toBeInTheDocument();
    expect(peer.queryByText('Room for improvement')).not.toBeInTheDocument();
    expect(peer.getByText('How is this computed?')).toBeVisible();
    expect(peer.getByText(/Percent of sessions on this topic scoring below you/)).toBeInTheDocument();

    expect(card(performance, 'Time efficiency').getByText('64/100')).toBeVisible();
    expect(card(performance, 'Consistency score').getByText('71.2/100')).toBeVisible();
    expect(card(performance, 'Improvement velocity').getByText('Not enough data yet')).toBeVisible();

    const cognitive = await section('Cognitive Analysis');
    expect(card(cognitive, 'Knowledge depth').getByText('80%')).toBeVisible();
    expect(card(cognitive, 'Critical thinking').getByText('Not enough data yet')).toBeVisible();
    expect(card(cognitive, 'Concept mastery').getByText('66.7%')).toBeVisible();
    expect(cognitive.getByRole('figure')).toHaveTextContent(
      'Your cognitive profile: Knowledge depth 80%, Concept mastery 66.7%.',
    );
    expect(await cognitive.findByTestId('chart')).toHaveTextContent(
      'Knowledge depth=80;Concept mastery=66.7',
    );
  });

  it('compares with other learners only, and says so', async () => {
    renderReport(enhancedResults());
    const benchmarks = await section('Comparative Benchmarks');

    expect(benchmarks.getByText(/never with your own sessions/)).toBeVisible();
    expect(card(benchmarks, 'Total participants').getByText('12')).toBeVisible();
    expect(card(benchmarks, 'Total participants').getByText('you and 11 other learners')).toBeVisible();
    expect(card(benchmarks, 'Your ranking').getByText('#3')).toBeVisible();
    expect(card(benchmarks, 'Average score').getByText('58.4%')).toBeVisible();
  });

  it('shows no rank below five other learners, and the learner’s own history apart', async () => {
    renderReport({
      ...enhancedResults(),
      comparative_context: {
        other_learners: 2,
        minimum_other_learners: 5,
        total_participants: null,
        your_ranking: null,
        average_score: null,
        note: 'Not enough other learners on this topic yet.',
      },
      your_history: [
        { session_id: 3, created_at: '2026-11-20T14:00:00Z', post_score: 50, this_session: false },
        { session_id: 7, created_at: '2026-11-21T14:30:00Z', post_score: 75, this_session: true },
      ],
    });
    const benchmarks = await section('Comparative Benchmarks');

    expect(
      benchmarks.getByText(
        /Not enough other learners on this topic yet\. So far 2 other learners have completed it\./,
      ),
    ).toBeVisible();
    expect(benchmarks.queryByRole('heading', { name: 'Your ranking' })).not.toBeInTheDocument();
    expect(benchmarks.queryByText(/#\d/)).not.toBeInTheDocument();
    expect(benchmarks.getByRole('heading', { name: 'Your own history on this topic' })).toBeVisible();
    expect(benchmarks.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nov 20, 2026, 9:00 AM ET: 50%',
      'Nov 21, 2026, 9:30 AM ET: 75% (this session)',
    ]);
  });

  it('says there are no knowledge gaps after full credit, and how to find them before the post-assessment', async () => {
    renderReport({
      ...enhancedResults(),
      knowledge_gaps: [],
      enhanced_features: { ...enhancedResults().enhanced_features, knowledge_gaps: [] },
    });
    const insights = await section('Learning Insights');
    expect(
      card(insights, 'Knowledge gaps').getByText('None: you earned full credit on every scored question.'),
    ).toBeVisible();
  });

  it('lists the next steps with title and description', async () => {
    renderReport(enhancedResults());
    const steps = await section('Recommended Next Steps');

    expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Practise with tide tables',
      'Teach it back',
    ]);
    expect(steps.getByText('Explain spring tides to a friend.')).toBeVisible();
  });

  it('shows the learning gains just earned at the top', async () => {
    renderReport(enhancedResults(), learningGains);
    const overall = await screen.findByRole('region', { name: 'Overall Progress' });

    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Post-assessment complete');
    expect(notice).toHaveTextContent(
      'You scored 75% on the post-assessment. You had rated your own starting level at 40%: a self-rating, not a test, so the +35 points between them are not a tested improvement.',
    );
    expect(notice).not.toHaveTextContent(/room you had to improve/);
    expect(notice.compareDocumentPosition(overall)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('says Failed to load analytics when the report cannot be loaded', async () => {
    renderReport(json({ detail: 'No such session.' }, 404));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load analytics');
    expect(alert).toHaveTextContent('No such session.');
  });
});
