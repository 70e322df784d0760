import type { EnhancedResults } from '@socratica/contracts';
import { SimpleGrid, Text } from '@mantine/core';
import { formatSigned } from '../report-format';
import { reportLists } from '../report-lists';
import { MetricCard } from './MetricCard';
import { ReportSection } from './ReportSection';
import { StatCard } from './StatCard';
import { TextList } from './TextList';

export function LearningInsights({ results }: { results: EnhancedResults }) {
  const { recommendations, knowledgeGaps } = reportLists(results);
  const growth = results.analysis.confidence_growth;
  const summary = results.chat_history_summary.summary;
  const chat = results.chat_message_counts;

  return (
    <ReportSection title="Learning Insights">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <MetricCard
          label="Learning efficiency"
          metric={results.analysis.learning_efficiency}
          format={(value) => formatSigned(value)}
          note={() => 'tested points per 10 minutes of chat, on the parallel questions'}
        />
        <StatCard
          label="Confidence growth"
          value={growth === null ? null : formatSigned(growth)}
          note="on the 1–10 confidence scale, post-assessment against baseline"
        />
        <StatCard
          label="Responses"
          value={String(results.responses_count)}
          note="questions you answered across the assessments"
        />
        <StatCard
          label="Chat messages"
          value={String(chat.learner)}
          note={`you wrote to the tutor, which replied ${chat.tutor} ${chat.tutor === 1 ? 'time' : 'times'}`}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextList
          title="Personalised recommendations"
          items={recommendations}
          empty="No recommendations yet."
        />
        <TextList
          title="Knowledge gaps"
          items={knowledgeGaps}
          empty={
            results.analysis.post_assessment
              ? 'None: you earned full credit on every scored question.'
              : 'Take the post-assessment: your gaps come from the questions you miss there.'
          }
        />
        <TextList
          title="Concepts from your chat"
          items={results.chat_history_summary.learning_concepts}
          empty="No chat concepts yet: they come from what you write to the tutor."
        />
      </SimpleGrid>
      {summary && <Text>{summary}</Text>}
    </ReportSection>
  );
}
