import type { TopicCorpus } from './corpus-types.js';

export const corpus: TopicCorpus = {
  topic: "Newton's laws of motion",
  field: 'physics',
  article: {
    pageid: 990202,
    title: "Newton's laws of motion",
    lastrevid: 1_300_000_102,
    extract: `Newton's laws of motion are three physical laws that describe the relationship between the motion of an object and the forces acting on it. Together they form the foundation of classical mechanics.

== History ==
The laws were published in 1687 in the Principia, which was written by Isaac Newton in Latin. Before Newton, Galileo Galilei had studied falling bodies and balls rolling down ramps in Italy. Galileo's experiments suggested that a moving object would keep moving if nothing such as friction slowed it down.

== First law ==
The first law states that an object at rest stays at rest, and an object in motion keeps moving at a constant velocity, unless a net external force acts on it. This tendency to resist changes in motion is called inertia. An object with more mass has more inertia. A moving object does not need a force to keep moving, and a force is needed only to change its speed or direction.

== Second law ==
The second law states that the acceleration of an object is proportional to the net force on it and inversely proportional to its mass. It is usually written as F = ma, where F is the net force, m is the mass and a is the acceleration. If the net force on an object increases, its acceleration increases. If the mass increases while the force stays the same, the acceleration decreases. Force is measured in newtons, and a net force of 10 newtons gives a 2 kilogram mass an acceleration of 5 metres per second squared.

== Third law ==
The third law states that when one object exerts a force on a second object, the second object exerts a force of equal size and opposite direction on the first. These two forces act on different objects, so they do not cancel each other out. When a swimmer pushes water backwards, the water pushes the swimmer forwards. A rocket rises because its engines push hot gas downward and the gas pushes the rocket upward.

== Friction and sliding objects ==
Friction is a force that acts between two surfaces in contact and opposes their relative motion. On Earth, moving objects slow down because friction and air resistance act against their motion. When a book is pushed across a table and then released, the book keeps sliding for a moment because of its inertia. Friction from the table then acts on the book in the direction opposite to its motion. This backward force gives the book a negative acceleration, so the book decelerates and loses speed until it stops. In space, where there is almost no friction or air resistance, a moving probe can travel for years without using its engines.

== Gravity and falling objects ==
Near the surface of the Earth, gravity gives a falling object an acceleration of about 9.8 metres per second squared if air resistance is ignored. The weight of an object is the force of gravity on it, and a mass of 1 kilogram weighs about 9.8 newtons. In a vacuum, heavy objects and light objects fall with the same acceleration. In 1971 the astronaut David Scott dropped a hammer and a feather on the Moon, and both reached the ground at the same time. In air, a feather falls more slowly than a hammer because air resistance is large compared with the feather's small weight.

When a skydiver jumps from a plane, gravity at first makes the skydiver accelerate downward. As the skydiver's speed increases, the air resistance increases too, so the net force and the acceleration decrease. Finally the air resistance balances the weight, and the skydiver falls at a constant speed called terminal velocity.

== Limits ==
Newton's laws do not give accurate results for objects moving close to the speed of light, where Einstein's theory of special relativity is needed. The laws also fail for very small particles such as electrons, which are described by quantum mechanics.

== See also ==
Classical mechanics
Inertia

== References ==
`,
  },
  claims: [
    // contradicted (8): direction, direction, negation, sibling, number, agent, cause, order
    {
      claim: 'if the net force on an object increases, its acceleration decreases, right?',
      expect: 'contradicted',
      sentence: 'If the net force on an object increases, its acceleration increases',
      slot: 'direction',
    },
    {
      claim: 'When you release a book sliding on a table, friction makes it gain speed.',
      expect: 'contradicted',
      sentence: 'so the book decelerates and loses speed until it stops',
      slot: 'direction',
    },
    {
      claim: "an object in motion needs a force to keep moving, doesn't it?",
      expect: 'contradicted',
      sentence: 'A moving object does not need a force to keep moving',
      slot: 'negation',
    },
    {
      claim: 'I think Newton wrote the Principia in English.',
      expect: 'contradicted',
      sentence: 'which was written by Isaac Newton in Latin',
      slot: 'sibling',
    },
    {
      claim:
        'A net force of 10 newtons gives a 2 kilogram mass an acceleration of 20 metres per second squared.',
      expect: 'contradicted',
      sentence:
        'a net force of 10 newtons gives a 2 kilogram mass an acceleration of 5 metres per second squared',
      slot: 'number',
    },
    {
      claim: 'The hammer and the feather were dropped on the Moon by Neil Armstrong in 1971.',
      expect: 'contradicted',
      sentence: 'In 1971 the astronaut David Scott dropped a hammer and a feather on the Moon',
      slot: 'agent',
    },
    {
      claim: 'objects moving on earth slow down because gravity acts against their motion',
      expect: 'contradicted',
      sentence:
        'On Earth, moving objects slow down because friction and air resistance act against their motion',
      slot: 'cause',
    },
    {
      claim: 'Is it true that Galileo studied falling bodies after Newton published his laws?',
      expect: 'contradicted',
      sentence: 'Before Newton, Galileo Galilei had studied falling bodies',
      slot: 'order',
    },
    // supported (5)
    {
      claim: 'Isaac Newton wrote the Principia in Latin.',
      expect: 'supported',
      sentence: 'which was written by Isaac Newton in Latin',
    },
    {
      claim:
        'a ten newton net force gives a two kilogram mass an acceleration of five metres per second squared',
      expect: 'supported',
      sentence:
        'a net force of 10 newtons gives a 2 kilogram mass an acceleration of 5 metres per second squared',
    },
    {
      claim: 'Things moving on Earth slow down since friction and air resistance oppose their movement.',
      expect: 'supported',
      sentence:
        'On Earth, moving objects slow down because friction and air resistance act against their motion',
    },
    {
      claim:
        "Is it true that action and reaction forces don't cancel out because they act on different objects?",
      expect: 'supported',
      sentence: 'These two forces act on different objects, so they do not cancel each other out',
    },
    {
      claim: 'A moving object needs no force to keep moving.',
      expect: 'supported',
      sentence: 'A moving object does not need a force to keep moving',
    },
    // not_covered (2)
    {
      claim: 'Newton also built a reflecting telescope.',
      expect: 'not_covered',
    },
    {
      claim: 'Newton published the Principia in London, right?',
      expect: 'not_covered',
    },
  ],
  questions: [
    {
      question: 'Where can a moving probe travel for years without using its engines?',
      type: 'place',
      sentence: 'In space, where there is almost no friction or air resistance',
    },
    {
      question: "In what year were Newton's laws published?",
      type: 'time',
      sentence: 'The laws were published in 1687 in the Principia',
    },
    {
      question: 'Who dropped a hammer and a feather on the Moon?',
      type: 'person',
      sentence: 'In 1971 the astronaut David Scott dropped a hammer and a feather on the Moon',
    },
    {
      question: 'How much does a mass of 1 kilogram weigh?',
      type: 'quantity',
      sentence: 'a mass of 1 kilogram weighs about 9.8 newtons',
    },
    {
      question: 'Which theory is needed for objects moving close to the speed of light?',
      type: 'kind',
      sentence: "where Einstein's theory of special relativity is needed",
    },
    {
      question: 'Did Galileo study falling bodies before or after Newton?',
      type: 'order',
      sentence: 'Before Newton, Galileo Galilei had studied falling bodies',
    },
    {
      question: "Why don't the two forces in the third law cancel each other out?",
      type: 'cause',
      sentence: 'These two forces act on different objects, so they do not cancel each other out',
    },
    {
      question: 'What is inertia?',
      type: 'definition',
      sentence: 'This tendency to resist changes in motion is called inertia',
    },
    {
      question: 'What is friction?',
      type: 'definition',
      sentence: 'Friction is a force that acts between two surfaces in contact',
    },
    {
      question: 'Why does a feather fall more slowly than a hammer in air?',
      type: 'cause',
      sentence: "because air resistance is large compared with the feather's small weight",
    },
  ],
  explains: [
    {
      request: 'How does friction slow a moving object?',
      sentences: [
        'When a book is pushed across a table and then released',
        'Friction from the table then acts on the book in the direction opposite to its motion',
        'so the book decelerates and loses speed until it stops',
      ],
    },
    {
      request: 'Explain step by step what happens to a skydiver after jumping from a plane.',
      sentences: [
        'When a skydiver jumps from a plane, gravity at first makes the skydiver accelerate downward',
        "As the skydiver's speed increases, the air resistance increases too",
        'Finally the air resistance balances the weight',
      ],
    },
  ],
  shortAnswers: [
    {
      question: "State Newton's first law.",
      key: 'An object at rest stays at rest, and an object in motion keeps moving at a constant velocity, unless a net external force acts on it.',
      answer:
        'Unless an outside force acts on it, a resting object stays still and a moving object carries on at the same speed in the same direction.',
      kind: 'paraphrase',
    },
    {
      question: 'According to the third law, how do the forces between two interacting objects compare?',
      key: 'The two forces are equal in size and opposite in direction.',
      answer: 'They have the same magnitude but point in opposite directions.',
      kind: 'paraphrase',
    },
    {
      question:
        "What happens to an object's acceleration if its mass increases while the net force stays the same?",
      key: 'If the mass increases while the force stays the same, the acceleration decreases.',
      answer: 'If the mass increases while the force stays the same, the acceleration increases.',
      kind: 'opposite',
    },
    {
      question: 'Why does a book sliding across a table eventually stop?',
      key: "Friction from the table acts against the book's motion, so the book loses speed until it stops.",
      answer:
        'The table rubs against the book and this friction opposes its movement, so it slows down and comes to rest.',
      kind: 'paraphrase',
    },
    {
      question: 'What is inertia?',
      key: 'Inertia is the tendency of an object to resist changes in its motion.',
      answer: 'Newton became president of the Royal Society in 1703 and also ran the Royal Mint.',
      kind: 'off_topic',
    },
  ],
};
