/**
 * Hand-written cases for `speakableText` (issue 39, decision 047): what a turn says in writing, and what the
 * voice must be given. Written before the rules were run; a case the rules miss stays in KNOWN_MISSES with
 * its reason, never edited to match.
 */
export type SpeechCase = [written: string, spoken: string];

export const REGNAL_AND_ROMAN: SpeechCase[] = [
  ['Louis XVI was executed.', 'Louis the Sixteenth was executed.'],
  ['Louis XIV built a palace.', 'Louis the Fourteenth built a palace.'],
  ['Henry VIII had six wives.', 'Henry the Eighth had six wives.'],
  ["Henry VIII's break with Rome", "Henry the Eighth's break with Rome"],
  ['Elizabeth II was crowned.', 'Elizabeth the Second was crowned.'],
  ['Elizabeth I ruled England.', 'Elizabeth the First ruled England.'],
  ['Charles I was beheaded.', 'Charles the First was beheaded.'],
  ['Pope John XXIII opened the council.', 'Pope John the Twenty-third opened the council.'],
  ['George III lost the colonies.', 'George the Third lost the colonies.'],
  ['Louis XVIII returned.', 'Louis the Eighteenth returned.'],
  ['Ramesses II reigned long.', 'Ramesses the Second reigned long.'],
  ['World War II ended.', 'World War Two ended.'],
  ['World War I began.', 'World War One began.'],
  ['Chapter IV explains it.', 'Chapter Four explains it.'],
  ['Phase II trials', 'Phase Two trials'],
  ['Apollo XI landed.', 'Apollo Eleven landed.'],
  ['Photosystem II splits water.', 'Photosystem Two splits water.'],
  ['Then I think it works.', 'Then I think it works.'],
  ['Louis I think was right.', 'Louis I think was right.'],
  ['They live in Washington DC.', 'They live in Washington D.C.'],
  ['She is an MD.', 'She is an M.D.'],
  ['A MIX of ideas', 'A M.I.X of ideas'],
];

export const YEARS_AND_DATES: SpeechCase[] = [
  [
    'On 14 July 1789 the Bastille fell.',
    'On the fourteenth of July seventeen eighty-nine the Bas-teel fell.',
  ],
  ['On July 14, 1789, crowds gathered.', 'On July fourteenth, seventeen eighty-nine, crowds gathered.'],
  ['In 1789 the revolution began.', 'In seventeen eighty-nine the revolution began.'],
  ['It lasted 1789–1799.', 'It lasted seventeen eighty-nine to seventeen ninety-nine.'],
  ['It lasted from 1789 to 1799.', 'It lasted from seventeen eighty-nine to seventeen ninety-nine.'],
  ['between 1914 and 1918', 'between nineteen fourteen and nineteen eighteen'],
  ['The war of 1812', 'The war of eighteen twelve'],
  ['in the 1790s', 'in the seventeen nineties'],
  ['The 1960s changed music.', 'The nineteen sixties changed music.'],
  ['by the 1700s', 'by the seventeen hundreds'],
  ['Since 2008 it has grown.', 'Since two thousand eight it has grown.'],
  ['In 1905 Einstein wrote.', 'In nineteen oh five Einstein wrote.'],
  ['The Normans came in 1066.', 'The Normans came in ten sixty-six.'],
  ['Rome was founded around 753 BC.', 'Rome was founded around seven hundred fifty-three B.C.'],
  ['Vesuvius erupted in AD 79.', 'Vesuvius erupted in A.D seventy-nine.'],
  ['about 800 BC', 'about eight hundred B.C'],
  ['in 1900', 'in nineteen hundred'],
  ['by 2050', 'by twenty fifty'],
  ['in 2026', 'in twenty twenty-six'],
  ['In July 1789 Paris rose.', 'In July seventeen eighty-nine Paris rose.'],
  ['1,789 people came.', 'one thousand seven hundred eighty-nine people came.'],
  ['In 1500 soldiers marched.', 'In one thousand five hundred soldiers marched.'],
  ['It weighs 1789 kg.', 'It weighs one thousand seven hundred eighty-nine kilograms.'],
  ['the 1914–18 war', 'the nineteen fourteen to eighteen war'],
  ['during 1848', 'during eighteen forty-eight'],
];

export const MONTHS_AND_TIMES: SpeechCase[] = [
  ['Next episode Nov 28', 'Next episode November twenty-eighth'],
  ['Published 28 Nov 2026', 'Published the twenty-eighth of November twenty twenty-six'],
  ['Sat, Nov 28', 'Saturday, November twenty-eighth'],
  ['Due Sep 3', 'Due September third'],
  ['Due Sept. 3', 'Due September third'],
  ['On Jan 1, 2000', 'On January first, two thousand'],
  ['Nov 25, 9:00 AM ET', 'November twenty-fifth, nine A.M Eastern time'],
  ['at 9:30 PM', 'at nine thirty P.M'],
  ['at 14:05', 'at fourteen oh five'],
  ['On 2026-11-28', 'On November twenty-eighth, twenty twenty-six'],
  ['Mon 30 Nov', 'Monday the thirtieth of November'],
  ['1 May 1886', 'the first of May eighteen eighty-six'],
  ['the 4th of July', 'the fourth of July'],
];

export const CENTURIES_RANGES_UNITS: SpeechCase[] = [
  ['the 18th century', 'the eighteenth century'],
  ['The 21st century', 'The twenty-first century'],
  ['the 3rd century BC', 'the third century B.C'],
  ['It runs 1–5 km.', 'It runs one to five kilometres.'],
  ['pages 3-7', 'pages three to seven'],
  ['Pages 10-20 & notes', 'Pages ten to twenty and notes'],
  ['It is 5 km long.', 'It is five kilometres long.'],
  ['Water at 20 °C', 'Water at twenty degrees Celsius'],
  ['It warmed by 1 °C.', 'It warmed by one degree Celsius.'],
  ['Water boils at 100 °C.', 'Water boils at one hundred degrees Celsius.'],
  ['moving at 3 m/s', 'moving at three metres per second'],
  ['The bag weighs 10 kg.', 'The bag weighs ten kilograms.'],
  ['at 100 km/h', 'at one hundred kilometres per hour'],
  ['About 25% of the light', 'About twenty-five percent of the light'],
  ['5% of cells', 'five percent of cells'],
  ['a gap of 2.5 mm', 'a gap of two point five millimetres'],
  ['mains at 60 Hz', 'mains at sixty hertz'],
  ['only 1 mm wide', 'only one millimetre wide'],
  ['falls at 9.8 m/s²', 'falls at nine point eight metres per second squared'],
  ['an area of 40 m²', 'an area of forty square metres'],
  ['light of 680 nm', 'light of six hundred eighty nanometres'],
  ['It takes 5 s.', 'It takes five seconds.'],
  ['a bottle holds 500 mL', 'a bottle holds five hundred millilitres'],
  ['It costs $5 or £1', 'It costs five dollars or one pound'],
  ['Roughly 6,000,000 cells', 'Roughly six million cells'],
  ['2 + 2 = 4', 'two plus two equals four'],
  ['Add 1/2 and 1/4', 'Add one over two and one over four'],
];

export const FORMULAS: SpeechCase[] = [
  ['CO2 is a gas', 'C.O two is a gas'],
  ['Plants take in CO2.', 'Plants take in C.O two.'],
  ['H2O splits.', 'H two O splits.'],
  ['C6H12O6 is glucose.', 'C six H twelve O six is glucose.'],
  ['O2 is released.', 'O two is released.'],
  ['CO₂ from the air', 'C.O two from the air'],
  ['H₂O and O₂', 'H two O and O two'],
  ['NaCl is salt.', 'N.A.C.L is salt.'],
  ['CH4 burns.', 'C.H four burns.'],
  ['CaCO3 in shells', 'C.A.C.O three in shells'],
  ['vitamin B12', 'vitamin B twelve'],
  ['Calvin found it.', 'Calvin found it.'],
  ['No one knew.', 'No one knew.'],
  ['In the leaf', 'In the leaf'],
];

export const INITIALISMS: SpeechCase[] = [
  ['NADPH carries energy.', 'N.A.D.P.H carries energy.'],
  ['ATP powers the cell.', 'A.T.P powers the cell.'],
  ['ATP and NADPH', 'A.T.P and N.A.D.P.H'],
  ['DNA is copied.', 'D.N.A is copied.'],
  ['the USA', 'the U.S.A'],
  ['NASA launched it.', 'NASA launched it.'],
  ['NATO met.', 'NATO met.'],
  ['UNESCO lists it.', 'Yoo-nesko lists it.'],
  ['AIDS is caused by HIV.', 'AIDS is caused by H.I.V.'],
  ['a LASER beam', 'a laser beam'],
  ['the RADAR screen', 'the radar screen'],
  ['The EU and the UK', 'The E.U and the U.K'],
  ['RNA and mRNA', 'R.N.A and M.R.N.A'],
  ['two PCs', "two P C's"],
  ['COVID spread.', 'Covid spread.'],
  ['I saw a cat.', 'I saw a cat.'],
  ['A cell divides.', 'A cell divides.'],
  ['an MP3 file', 'an M.P three file'],
];

export const LEXICON: SpeechCase[] = [
  ['The coup failed.', 'The koo failed.'],
  ['A coup in Paris', 'A koo in Paris'],
  ["a coup d'état", 'a koo day-tah'],
  ['Coups were common.', 'Koos were common.'],
  ['the chassis of a car', 'the shassy of a car'],
  ['the palace of Versailles', 'the palace of Vair-sigh'],
  ['Rousseau wrote.', 'Roo-so wrote.'],
  ['Descartes doubted.', 'Day-kart doubted.'],
  ['the House of Bourbon', 'the House of Boor-bon'],
  ['a glass of bourbon', 'a glass of bourbon'],
  ['the Girondins fell', 'the Zhih-ron-dins fell'],
  ['Charlemagne was crowned.', 'Sharl-uh-main was crowned.'],
];

export const LICENCES: SpeechCase[] = [
  [
    "From Wikipedia's article “Photosynthesis”, shared under CC BY-SA 4.0.",
    "From Wikipedia's article “Photosynthesis”, shared under a Creative Commons licence.",
  ],
  ['shared under CC BY-SA 3.0', 'shared under a Creative Commons licence'],
  [
    'available under the Creative Commons Attribution-ShareAlike 4.0 International License.',
    'available under a Creative Commons licence.',
  ],
  [
    'the article “Bastille” (CC BY-SA 4.0), read aloud',
    'the article “Bas-teel”, under a Creative Commons licence, read aloud',
  ],
  ['licensed CC BY 4.0', 'licensed under a Creative Commons licence'],
  ['under CC-BY-SA', 'under a Creative Commons licence'],
];

/**
 * Added after the first run, from reading the fake Wikipedia articles and the statement corpora through the
 * rules (47 of 321 sentences changed; these four were wrong).
 */
export const FOUND_IN_SOURCES: SpeechCase[] = [
  ['In photosystem II, water is split.', 'In photosystem two, water is split.'],
  ['then to photosystem I, where', 'then to photosystem one, where'],
  ['a sugar called G3P', 'a sugar called G three P'],
  ['1/2 + 1/3 = 5/6.', 'one over two plus one over three equals five over six.'],
  ['== History ==', 'History'],
  ['No I do not.', 'No I do not.'],
];

export const MARKUP: SpeechCase[] = [
  ['**Bold** and `code` and # headings', 'Bold and code and headings'],
  [
    'See [the guide](https://example.com) or https://example.org/x',
    'See the guide or a link in the show notes',
  ],
  ['Fill the ___ in.', 'Fill the blank in.'],
];

/** Cases these rules are known to say wrong, each with why; the test expects them to fail. */
export const KNOWN_MISSES: [written: string, spoken: string, reason: string][] = [
  [
    '1905 was a miracle year.',
    'Nineteen oh five was a miracle year.',
    'a year with no word before it that says so is read as a count; telling it apart needs the sentence’s meaning',
  ],
  [
    'The CIVIL war',
    'The civil war',
    'an ordinary word written in capitals is spelled like an initialism: no dictionary is consulted',
  ],
];
