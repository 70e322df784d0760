import { describe, expect, it } from 'vitest';
import { replyJunkReason } from './reply-junk.js';

const INSTRUCTIONS =
  'You are Socratica, a warm and patient Socratic tutor. Ask more than you tell. Never give away the answer to a question you have just asked; if the learner is stuck, offer a smaller step or a hint, not the answer.';

// Written by hand before the check ran: tutor sentences across topics that a learner should read.
const PROSE = [
  'Photosynthesis turns light energy into chemical energy stored in sugar.',
  'What do you think happens to the rate when the light gets brighter?',
  'Good question! Let’s look at what the source says about the Bastille.',
  'The [French Revolution › Storming of the Bastille](https://en.wikipedia.org/wiki/French_Revolution#Storming) section says it fell on 14 July 1789.',
  'Try this: if 3 × 4 = 12, what is 3 × 40?',
  'In Python, `len(items)` gives the number of items in a list.',
  'A ratio such as 3:2 compares two quantities.',
  'Not quite — pumice floats because its pores trap gas.',
  'Which of these is a mammal: a whale, a shark or a trout?',
  'Supply and demand meet at the equilibrium price.',
  'Newton’s second law says F = ma, so what happens to a when m doubles?',
  'Let’s slow down. What does “denominator” mean to you?',
  'Yes, yes, that is the heart of it: the Calvin cycle fixes carbon.',
  'Romeo and Juliet is a tragedy by William Shakespeare.',
  'Mitochondria release energy from glucose in a process called respiration.',
  'Think about the word “photo”: what does it refer to?',
  'The ratio of a circle’s circumference to its diameter is π, about 3.14.',
  'Markdown such as **bold** is fine in a reply.',
  'Your notes say “lava is magma that reached the surface”: how would you test that?',
  'Exactly.',
];

// Written by hand before the check ran: what broken or leaking models have sent.
const JUNK = [
  // The embedded test model's quoted empty answer, which reached a learner's chat.
  '""',
  '{"oops": [1, 2,, }} not json',
  '{"reply": "Good question! What do you think?"}',
  '[{"role": "assistant", "content": "Hi"}]',
  '<|im_end|>',
  '<|im_start|>assistant',
  '[INST] Tell me about volcanoes [/INST]',
  '<think>The learner seems confused.</think>',
  'assistant: Sure, here is my reply.',
  'The learner_message asks about lava.',
  'energy energy energy energy energy energy energy',
  'Light energy light energy light energy light energy',
  '<div><p>Lava</p></div>',
  'You are Socratica, a warm and patient Socratic tutor.',
  'Never give away the answer to a question you have just asked.',
  '"concepts": ["lava", "magma"]',
];

describe('replyJunkReason', () => {
  it.each(PROSE)('reads “%s” as prose', (sentence) => {
    expect(replyJunkReason(sentence, INSTRUCTIONS)).toBeNull();
  });

  it.each(JUNK)('finds “%s” is not prose', (sentence) => {
    expect(replyJunkReason(sentence, INSTRUCTIONS)).not.toBeNull();
  });
});
