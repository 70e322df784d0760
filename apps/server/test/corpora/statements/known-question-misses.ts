/**
 * The questions of the corpus the reader still misses (issue 37), each with why, on the reader as committed.
 */
export const KNOWN_QUESTION_MISSES: Record<string, string> = {
  "How much mass did van Helmont's willow tree gain?":
    'no sentence holds a quantity answer with most of the focus (mass, van, helmont, willow tree, gain): the answer is worded apart from the question, or its slot is not read',
  'Which pigment absorbs the light that plants use?':
    'no sentence holds a kind answer with most of the focus (absorb, light, plant, use): the answer is worded apart from the question, or its slot is not read',
  'what gas do plants give off during photosynthesis?':
    'no sentence holds a kind answer with most of the focus (plant, give, photosynthesis): the answer is worded apart from the question, or its slot is not read',
  'Which stage of photosynthesis comes first?':
    'no sentence holds a order answer with most of the focus (photosynthesis): the answer is worded apart from the question, or its slot is not read',
  'Why does photosynthesis slow down on hot, dry days?':
    'no sentence holds a cause answer with most of the focus (photosynthesis, slow, hot, dry, day): the answer is worded apart from the question, or its slot is not read',
  'What happens first when an ionic bond forms?':
    'no sentence holds a order answer with most of the focus (ionic bond, form): the answer is worded apart from the question, or its slot is not read',
  'Why do the noble gases rarely form bonds?':
    'no sentence holds a cause answer with most of the focus (noble gas, rarely, form, bond): the answer is worded apart from the question, or its slot is not read',
  'When there is a shortage, what happens first?':
    'no sentence holds a order answer with most of the focus (shortage): the answer is worded apart from the question, or its slot is not read',
  'Why do sellers cut their prices when there is a surplus?':
    'no sentence holds a cause answer with most of the focus (seller, cut, price, surplus): the answer is worded apart from the question, or its slot is not read',
  'Where was the royal family stopped when it tried to flee Paris?':
    'no sentence holds a place answer with most of the focus (royal family, stop, try, flee, paris): the answer is worded apart from the question, or its slot is not read',
  'What kind of building was the Bastille?':
    'no sentence holds a kind answer with most of the focus (bastille): the answer is worded apart from the question, or its slot is not read',
  'Where can a moving probe travel for years without using its engines?':
    'no sentence holds a place answer with most of the focus (moving, probe, travel, use, engine): the answer is worded apart from the question, or its slot is not read',
  'What is inertia?':
    'no sentence holds a definition answer with most of the focus (inertia): the answer is worded apart from the question, or its slot is not read',
  'Why is it not known whether Pythagoras proved the theorem himself?':
    'no sentence holds a cause answer with most of the focus (pythagoras, prove, theorem): the answer is worded apart from the question, or its slot is not read',
};
