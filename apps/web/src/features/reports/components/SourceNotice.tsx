import type { EnhancedResults } from '@socratica/contracts';
import { Alert } from '@mantine/core';

/** Says plainly when the topic had no article or document, so the learner knows what the tutor could check. */
export function SourceNotice({ results }: { results: EnhancedResults }) {
  if (results.source_found !== false) return null;
  return (
    <Alert color="gray" variant="light" title="No article or document on this topic">
      I found no article or document on {results.topic}, so the tutor could check facts only against a
      dictionary, WordNet. An admin can add a document on it in the admin panel.
    </Alert>
  );
}
