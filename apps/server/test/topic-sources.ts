import type { DatabaseHandle } from '../src/db/client.js';
import { PassagesRepository } from '../src/knowledge/passages/passages.repository.js';
import { topicKey } from '../src/knowledge/topic-key.js';

/**
 * Stores an article on the topic, as Wikipedia would have given it, so that an episode can be made from it:
 * since issue 39 a topic only WordNet knows is refused. Each paragraph is one passage of the section.
 */
export async function storeTopicArticle(
  database: DatabaseHandle,
  topic: string,
  paragraphs: readonly string[] = [
    `${topic} is studied by scientists who measure it carefully and compare what they find.`,
    `Early work on ${topic} described it; later work explained the processes behind it.`,
    `Today ${topic} is taught with experiments that show each step as it happens.`,
  ],
): Promise<number> {
  return new PassagesRepository(database.db).replaceSource(
    {
      kind: 'wikipedia',
      title: topic,
      url: `https://en.wikipedia.org/wiki/${encodeURIComponent(topic.replace(/ /g, '_'))}`,
      licenceName: 'CC BY-SA 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
      externalKey: `test:${topicKey(topic)}`,
      revision: '1',
      fetchedAt: new Date(),
      topicKey: topicKey(topic),
    },
    paragraphs.map((body) => ({ sectionPath: 'Overview', body })),
  );
}
