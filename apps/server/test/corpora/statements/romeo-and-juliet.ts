import type { TopicCorpus } from './corpus-types.js';

export const corpus: TopicCorpus = {
  topic: 'Romeo and Juliet',
  field: 'literature',
  article: {
    pageid: 990203,
    title: 'Romeo and Juliet',
    lastrevid: 1_300_000_103,
    extract: `Romeo and Juliet is a tragedy written by William Shakespeare early in his career. The play tells the story of two young lovers whose families are bitter enemies. Romeo and Juliet is one of Shakespeare's most popular plays and is often performed.

== Writing and sources ==
Romeo and Juliet was probably written between 1591 and 1595. The play was first published in a quarto edition in 1597. Shakespeare based the plot on The Tragicall Historye of Romeus and Juliet, a long narrative poem published by Arthur Brooke in 1562. Brooke's poem was itself based on an Italian story by Matteo Bandello.

== Setting and characters ==
The play is set in the city of Verona in northern Italy. Romeo belongs to the house of Montague, and Juliet belongs to the house of Capulet. Juliet is not yet fourteen years old when the play begins. Tybalt is Juliet's cousin, and Mercutio is Romeo's close friend. Friar Laurence is a Franciscan friar who gives advice to Romeo.

== Plot ==
The play has five acts and opens with a prologue spoken by the Chorus. At the start, Romeo is in love with Rosaline, but at a feast held by the Capulets he meets Juliet and falls in love with her. That night, in the balcony scene, the two declare their love for each other. The next day Friar Laurence marries them in secret, because he hopes that the marriage will end the feud between their families. Soon after the wedding, Tybalt kills Mercutio in a street fight, and Romeo then kills Tybalt. Because Romeo has killed Tybalt, the Prince banishes him from Verona.

Juliet's father, Lord Capulet, arranges for her to marry Count Paris. To escape the marriage, Juliet drinks a potion from Friar Laurence that makes her appear dead for forty-two hours. The friar's letter explaining the plan never reaches Romeo, because the messenger is held up by a plague quarantine. Romeo hears that Juliet is dead, buys poison in Mantua and returns to Verona. At the tomb Romeo kills Paris, then drinks the poison and dies. Juliet wakes, finds Romeo dead and stabs herself with his dagger. After the deaths of the two lovers, the Montagues and the Capulets end their feud.

== Themes ==
Love and fate are the central themes of the play. The Prologue calls Romeo and Juliet a pair of star-crossed lovers, which suggests that their deaths are fated. The main action takes place over only four or five days, and the speed of events adds to the sense of haste.

== Language ==
The play is written mainly in verse, with some scenes in prose. A sonnet is a poem of fourteen lines with a fixed rhyme scheme. The Prologue is a sonnet, and the first conversation between Romeo and Juliet also forms a shared sonnet.

== Adaptations ==
The play has been adapted many times for the stage, for film and for music. Sergei Prokofiev composed a ballet based on the play in the 1930s. The musical West Side Story, which opened on Broadway in 1957, moves the story to New York City. Baz Luhrmann directed a film version of the play in 1996.

== See also ==
William Shakespeare
West Side Story

== References ==
`,
  },
  claims: [
    // contradicted (7): time, time, place, agent, sibling, negation, cause
    {
      claim: 'Romeo and Juliet was first published in 1623, right?',
      expect: 'contradicted',
      sentence: 'The play was first published in a quarto edition in 1597',
      slot: 'time',
    },
    {
      claim: 'West Side Story opened on Broadway in 1967.',
      expect: 'contradicted',
      sentence: 'The musical West Side Story, which opened on Broadway in 1957',
      slot: 'time',
    },
    {
      claim: 'romeo buys the poison in verona and then goes to the tomb',
      expect: 'contradicted',
      sentence: 'Romeo hears that Juliet is dead, buys poison in Mantua and returns to Verona',
      slot: 'place',
    },
    {
      claim: 'Mercutio is killed by Romeo in a street fight.',
      expect: 'contradicted',
      sentence: 'Tybalt kills Mercutio in a street fight, and Romeo then kills Tybalt',
      slot: 'agent',
    },
    {
      claim: "Romeo and Juliet is a comedy by Shakespeare, isn't it?",
      expect: 'contradicted',
      sentence: 'Romeo and Juliet is a tragedy written by William Shakespeare',
      slot: 'sibling',
    },
    {
      claim: "I think the friar's letter explaining the plan reaches Romeo in time.",
      expect: 'contradicted',
      sentence: "The friar's letter explaining the plan never reaches Romeo",
      slot: 'negation',
    },
    {
      claim: 'Romeo is banished from Verona because he married Juliet.',
      expect: 'contradicted',
      sentence: 'Because Romeo has killed Tybalt, the Prince banishes him from Verona',
      slot: 'cause',
    },
    // supported (5)
    {
      claim: 'William Shakespeare wrote the tragedy Romeo and Juliet.',
      expect: 'supported',
      sentence: 'Romeo and Juliet is a tragedy written by William Shakespeare',
    },
    {
      claim: 'I think Shakespeare wrote Romeo and Juliet around 1594.',
      expect: 'supported',
      sentence: 'Romeo and Juliet was probably written between 1591 and 1595',
    },
    {
      claim: "juliet's potion makes her look dead for 42 hours",
      expect: 'supported',
      sentence: 'makes her appear dead for forty-two hours',
    },
    {
      claim: 'Once both lovers are dead, the Montagues and the Capulets stop feuding.',
      expect: 'supported',
      sentence: 'After the deaths of the two lovers, the Montagues and the Capulets end their feud',
    },
    {
      claim: 'Is it true that Prokofiev wrote a ballet of Romeo and Juliet?',
      expect: 'supported',
      sentence: 'Sergei Prokofiev composed a ballet based on the play',
    },
    // not_covered (3)
    {
      claim: 'Leonardo DiCaprio played Romeo in the 1996 film.',
      expect: 'not_covered',
    },
    {
      claim: 'Mercutio calls Tybalt the Prince of Cats.',
      expect: 'not_covered',
    },
    {
      claim: "juliet's nurse helps her keep the marriage secret, doesn't she?",
      expect: 'not_covered',
    },
  ],
  questions: [
    {
      question: 'Where is Romeo and Juliet set?',
      type: 'place',
      sentence: 'The play is set in the city of Verona in northern Italy',
    },
    {
      question: 'When was Romeo and Juliet first published?',
      type: 'time',
      sentence: 'The play was first published in a quarto edition in 1597',
    },
    {
      question: 'Who directed the 1996 film version of Romeo and Juliet?',
      type: 'person',
      sentence: 'Baz Luhrmann directed a film version of the play in 1996',
    },
    {
      question: 'How many acts does Romeo and Juliet have?',
      type: 'quantity',
      sentence: 'The play has five acts',
    },
    {
      question: 'What kind of play is Romeo and Juliet?',
      type: 'kind',
      sentence: 'Romeo and Juliet is a tragedy written by William Shakespeare',
    },
    {
      question: 'Who dies first, Mercutio or Tybalt?',
      type: 'order',
      sentence: 'Tybalt kills Mercutio in a street fight, and Romeo then kills Tybalt',
    },
    {
      question: 'Why does Friar Laurence marry Romeo and Juliet?',
      type: 'cause',
      sentence: 'because he hopes that the marriage will end the feud between their families',
    },
    {
      question: 'What is a sonnet?',
      type: 'definition',
      sentence: 'A sonnet is a poem of fourteen lines',
    },
    {
      question: 'For how long does the potion make Juliet appear dead?',
      type: 'quantity',
      sentence: 'makes her appear dead for forty-two hours',
    },
    {
      question: 'Where does Romeo buy the poison?',
      type: 'place',
      sentence: 'buys poison in Mantua',
    },
  ],
  explains: [
    {
      request: 'Explain step by step how Romeo and Juliet end up dead.',
      sentences: [
        'Juliet drinks a potion from Friar Laurence',
        "The friar's letter explaining the plan never reaches Romeo",
        'At the tomb Romeo kills Paris, then drinks the poison and dies',
        'Juliet wakes, finds Romeo dead and stabs herself',
      ],
    },
    {
      request: 'how does romeo end up banished? tell me what happens in order',
      sentences: [
        'The next day Friar Laurence marries them in secret',
        'Soon after the wedding, Tybalt kills Mercutio in a street fight',
        'Because Romeo has killed Tybalt, the Prince banishes him from Verona',
      ],
    },
  ],
  shortAnswers: [
    {
      question: 'Why is Romeo banished from Verona?',
      key: 'The Prince banishes Romeo because Romeo killed Tybalt.',
      answer: "He is sent into exile by the Prince for killing Tybalt, who is Juliet's cousin.",
      kind: 'paraphrase',
    },
    {
      question: 'How do the two families react to the deaths of Romeo and Juliet?',
      key: 'The Montagues and the Capulets end their feud.',
      answer: 'The Montagues and the Capulets continue their feud.',
      kind: 'opposite',
    },
    {
      question: 'What does the Prologue call the lovers, and what does this suggest?',
      key: 'It calls them star-crossed lovers, which suggests that their deaths are fated.',
      answer: 'It describes them as star-crossed, meaning that fate had already decided they would die.',
      kind: 'paraphrase',
    },
    {
      question: 'Who wrote Romeo and Juliet?',
      key: 'Romeo and Juliet was written by William Shakespeare.',
      answer: 'Romeo and Juliet was written by Christopher Marlowe.',
      kind: 'opposite',
    },
    {
      question: 'Where is the play set?',
      key: 'The play is set in Verona, a city in northern Italy.',
      answer: "Shakespeare's Globe Theatre stood on the south bank of the Thames in London.",
      kind: 'off_topic',
    },
  ],
};
