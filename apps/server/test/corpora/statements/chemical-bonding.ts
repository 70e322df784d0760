import type { TopicCorpus } from './corpus-types.js';

export const corpus: TopicCorpus = {
  topic: 'Chemical bonding',
  field: 'chemistry',
  article: {
    pageid: 990102,
    title: 'Chemical bonding',
    lastrevid: 1_300_000_002,
    extract: `A chemical bond is a lasting attraction between atoms or ions that holds them together in molecules and compounds. The main types of strong chemical bonds are ionic bonds, covalent bonds and metallic bonds. Atoms form bonds because the bonded atoms have lower energy than the separate atoms.

== Electrons and the octet rule ==
Chemical bonds are formed by the outermost electrons of atoms, which are called valence electrons. Many atoms gain, lose or share electrons until they have eight electrons in their outer shell, a pattern known as the octet rule. Hydrogen does not follow the octet rule, because its only shell holds just two electrons. The noble gases, such as neon and argon, already have full outer shells, so they rarely form bonds.

The idea of the shared electron pair was proposed by Gilbert N. Lewis in 1916. Irving Langmuir made the octet rule widely known in 1919.

== Ionic bonding ==
An ionic bond usually forms between a metal and a nonmetal. First, the metal atom loses one or more electrons and becomes a positive ion, called a cation. Then the nonmetal atom gains those electrons and becomes a negative ion, called an anion. Finally, the oppositely charged ions attract each other and pack into a regular crystal lattice.

In sodium chloride, each sodium atom gives one electron to a chlorine atom. In the sodium chloride crystal, each sodium ion is surrounded by six chloride ions. Ionic compounds have high melting points, and sodium chloride melts at 801 degrees Celsius. Solid ionic compounds do not conduct electricity, but they do conduct when melted or dissolved in water, because their ions can then move.

== Covalent bonding ==
A covalent bond is a bond in which two atoms share one or more pairs of electrons. Covalent bonds usually form between nonmetal atoms. In a water molecule, the oxygen atom shares one electron pair with each of the two hydrogen atoms. A nitrogen molecule is held together by a triple bond, in which the two atoms share three pairs of electrons. When two atoms share electrons unequally, the bond is polar, and the more electronegative atom carries a partial negative charge.

The electronegativity scale was introduced by Linus Pauling in 1932. Fluorine is the most electronegative element, with a value of 3.98 on the Pauling scale. Pauling did much of his work on chemical bonds at the California Institute of Technology in Pasadena. Linus Pauling received the Nobel Prize in Chemistry in 1954 for his research into the nature of the chemical bond.

== Metallic bonding ==
In a metallic bond, metal atoms release their outer electrons into a shared sea of electrons. The positive metal ions are held together by their attraction to these free electrons. Because the electrons can move freely, metals conduct electricity and heat well. Metals can be hammered into sheets without breaking, because the layers of ions can slide past each other.

== Bond energy and length ==
Breaking a chemical bond always absorbs energy, and forming a bond always releases energy. A triple bond is shorter and stronger than a double bond between the same two atoms. The carbon-carbon single bond is about 154 picometres long, while the carbon-carbon double bond is about 134 picometres long. Breaking the bond in a hydrogen molecule takes about 436 kilojoules per mole.

== Intermolecular forces ==
Intermolecular forces, such as hydrogen bonds, act between molecules and are much weaker than covalent bonds. Because of hydrogen bonds between its molecules, water boils at 100 degrees Celsius, which is unusually high for such a small molecule. When water boils, the hydrogen bonds between the molecules break, but the covalent bonds inside each molecule do not break.

== See also ==
Chemical compound
Electronegativity

== References ==
`,
  },
  claims: [
    // contradicted
    {
      claim: 'Metals conduct electricity because their positive ions can move freely.',
      expect: 'contradicted',
      sentence: 'Because the electrons can move freely, metals conduct electricity and heat well',
      slot: 'cause',
    },
    {
      claim: 'I think oxygen is the most electronegative element, with a value of 3.98 on the Pauling scale.',
      expect: 'contradicted',
      sentence: 'Fluorine is the most electronegative element',
      slot: 'sibling',
    },
    {
      claim: 'Is it true that breaking a chemical bond releases energy?',
      expect: 'contradicted',
      sentence: 'Breaking a chemical bond always absorbs energy',
      slot: 'direction',
    },
    {
      claim: 'sodium chloride melts at 80 degrees Celsius',
      expect: 'contradicted',
      sentence: 'sodium chloride melts at 801 degrees Celsius',
      slot: 'number',
    },
    {
      claim: 'Ionic compounds never conduct electricity, not even when they are dissolved in water.',
      expect: 'contradicted',
      sentence: 'but they do conduct when melted or dissolved in water',
      slot: 'negation',
    },
    {
      claim: 'The electronegativity scale was introduced by Gilbert Lewis in 1932.',
      expect: 'contradicted',
      sentence: 'The electronegativity scale was introduced by Linus Pauling in 1932',
      slot: 'agent',
    },
    {
      claim: "Lewis came up with the idea of the shared electron pair in 1886, didn't he?",
      expect: 'contradicted',
      sentence: 'The idea of the shared electron pair was proposed by Gilbert N. Lewis in 1916',
      slot: 'time',
    },
    {
      claim:
        'When an ionic bond forms, the nonmetal atom first gains electrons and then the metal atom loses them.',
      expect: 'contradicted',
      sentence: 'First, the metal atom loses one or more electrons',
      slot: 'order',
    },
    // supported
    {
      claim:
        'Metals can be beaten into thin sheets without shattering, because layers of ions slide over one another.',
      expect: 'supported',
      sentence: 'Metals can be hammered into sheets without breaking',
    },
    {
      claim: 'Linus Pauling introduced the electronegativity scale in 1932.',
      expect: 'supported',
      sentence: 'The electronegativity scale was introduced by Linus Pauling in 1932',
    },
    {
      claim: 'sodium chloride melts at eight hundred and one degrees celsius',
      expect: 'supported',
      sentence: 'sodium chloride melts at 801 degrees Celsius',
    },
    {
      claim: 'A nitrogen molecule has a triple bond, right?',
      expect: 'supported',
      sentence: 'A nitrogen molecule is held together by a triple bond',
    },
    {
      claim: 'When a bond forms, energy is given off.',
      expect: 'supported',
      sentence: 'forming a bond always releases energy',
    },
    // not covered
    {
      claim: 'Is it true that Linus Pauling also won the Nobel Peace Prize?',
      expect: 'not_covered',
    },
    {
      claim: 'A carbon atom can form four covalent bonds.',
      expect: 'not_covered',
    },
  ],
  questions: [
    {
      question: 'What is a chemical bond?',
      type: 'definition',
      sentence: 'A chemical bond is a lasting attraction between atoms or ions',
    },
    {
      question: 'what is a covalent bond',
      type: 'definition',
      sentence: 'A covalent bond is a bond in which two atoms share one or more pairs of electrons',
    },
    {
      question: 'Who introduced the electronegativity scale?',
      type: 'person',
      sentence: 'The electronegativity scale was introduced by Linus Pauling',
    },
    {
      question: 'In what year did Linus Pauling win the Nobel Prize in Chemistry?',
      type: 'time',
      sentence: 'Linus Pauling received the Nobel Prize in Chemistry in 1954',
    },
    {
      question: 'How long is a carbon-carbon double bond?',
      type: 'quantity',
      sentence: 'the carbon-carbon double bond is about 134 picometres long',
    },
    {
      question: 'Which element is the most electronegative?',
      type: 'kind',
      sentence: 'Fluorine is the most electronegative element',
    },
    {
      question: 'What kind of bond holds a nitrogen molecule together?',
      type: 'kind',
      sentence: 'A nitrogen molecule is held together by a triple bond',
    },
    {
      question: 'What happens first when an ionic bond forms?',
      type: 'order',
      sentence: 'First, the metal atom loses one or more electrons',
    },
    {
      question: 'Why do the noble gases rarely form bonds?',
      type: 'cause',
      sentence: 'already have full outer shells, so they rarely form bonds',
    },
    {
      question: 'Where did Linus Pauling do his work on chemical bonds?',
      type: 'place',
      sentence:
        'Pauling did much of his work on chemical bonds at the California Institute of Technology in Pasadena',
    },
  ],
  explains: [
    {
      request: 'Explain step by step how an ionic bond forms.',
      sentences: [
        'First, the metal atom loses one or more electrons',
        'Then the nonmetal atom gains those electrons',
        'Finally, the oppositely charged ions attract each other',
      ],
    },
    {
      request: 'How does metallic bonding work?',
      sentences: [
        'metal atoms release their outer electrons into a shared sea of electrons',
        'The positive metal ions are held together by their attraction to these free electrons',
        'Because the electrons can move freely, metals conduct electricity',
      ],
    },
  ],
  shortAnswers: [
    {
      question: 'What happens to energy when a chemical bond is broken?',
      key: 'Breaking a chemical bond absorbs energy.',
      answer: 'Breaking a chemical bond releases energy.',
      kind: 'opposite',
    },
    {
      question: 'How does a covalent bond hold two atoms together?',
      key: 'The two atoms share a pair of electrons.',
      answer:
        'Both atoms hold a pair of electrons in common, and each nucleus is attracted to that shared pair.',
      kind: 'paraphrase',
    },
    {
      question: 'Why do ionic compounds conduct electricity when they are dissolved in water?',
      key: 'Because their ions can move when the compound is melted or dissolved.',
      answer:
        'Once the compound dissolves, its charged particles are free to travel through the liquid, so a current can flow.',
      kind: 'paraphrase',
    },
    {
      question: 'Why are metals good conductors of electricity?',
      key: 'Because their outer electrons form a sea of electrons that can move freely.',
      answer: 'Because their outer electrons are held in place and cannot move freely.',
      kind: 'opposite',
    },
    {
      question: 'What kind of bond forms between sodium and chlorine in table salt?',
      key: 'An ionic bond, in which each sodium atom gives one electron to a chlorine atom.',
      answer: 'Table salt is mined from underground deposits and is used to preserve food.',
      kind: 'off_topic',
    },
  ],
};
