import { beforeAll, describe, expect, it } from 'vitest';
import { loadTagger, type Tagger } from '../../../knowledge/language/tagged-text.js';
import { readsAsEnglish } from './question-form.js';

/** Co-host questions a listener would hear as English, and cuts no person would say (issue 39). */
describe('readsAsEnglish', () => {
  let tag: Tagger;
  beforeAll(async () => {
    tag = await loadTagger();
  });

  it.each([
    'Where do the light-dependent reactions take place?',
    'Who grew a willow tree?',
    'How much had the tree gained?',
    'What did he conclude?',
    'And what about the absorbed energy?',
    'When was Carthage destroyed?',
    'What did poor harvests in 1788 make?',
    'In 3/4, what is the numerator?',
  ])('lets “%s” through', (question) => {
    expect(readsAsEnglish(question, tag)).toBe(true);
  });

  it.each([
    'When did steam- power presses?',
    'And what about steam-?',
    'And what about magma forms when?',
    'And what about clouds form when the vapour?',
    'And what about plants also?',
    'Where does clouds form when the vapour condense?',
    'Where had been movable type used earlier?',
  ])('refuses “%s”', (question) => {
    expect(readsAsEnglish(question, tag)).toBe(false);
  });
});
