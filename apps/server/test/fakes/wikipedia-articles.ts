/**
 * The articles the fake Wikipedia serves: short texts written for the tests in the shape of Wikipedia's
 * plain-text extracts (explaintext=1, exsectionformat=wiki): a lead, then `== Heading ==` sections with
 * `=== Subheading ===` inside, and end matter whose plain text is empty or a list of titles.
 */
export interface FakeArticle {
  pageid: number;
  title: string;
  lastrevid: number;
  /** Set for a disambiguation page: the search answers it with `pageprops.disambiguation`. */
  disambiguation?: boolean;
  extract: string;
}

export const PHOTOSYNTHESIS: FakeArticle = {
  pageid: 24544,
  title: 'Photosynthesis',
  lastrevid: 1_250_000_101,
  extract: `Photosynthesis is the process by which plants, algae and some bacteria turn light energy into chemical energy. They use it to make sugars from carbon dioxide and water. Oxygen is released as a by-product.

== Overview ==
Most photosynthetic organisms are photoautotrophs, which means that they make their own food. The overall equation combines six molecules of carbon dioxide and six of water into one molecule of glucose and six of oxygen. The energy for this comes from sunlight absorbed by pigments.

== Light-dependent reactions ==
The light-dependent reactions take place in the thylakoid membranes. Chlorophyll absorbs light, mostly red and blue, and reflects green light, which is why leaves look green. The absorbed energy is used to make ATP and NADPH.

=== Water photolysis ===
In photosystem II, water molecules are split into hydrogen ions, electrons and oxygen. The oxygen released into the air by plants comes from this splitting of water, not from carbon dioxide. This was shown with heavy-oxygen isotopes in 1941.

== Calvin cycle ==
In the stroma of the chloroplast, the enzyme RuBisCO fixes carbon dioxide into organic molecules. The Calvin cycle uses the ATP and NADPH made by the light-dependent reactions. Its product is used to build glucose, sucrose and starch.

== Where it happens ==
In plants, photosynthesis happens in chloroplasts, which are found mostly in the mesophyll cells of the leaf. Gases enter and leave through small pores called stomata. Photosynthesis does not happen in mitochondria, which carry out cellular respiration instead.

== History ==
In the 17th century, Jan van Helmont grew a willow tree in a pot of weighed soil. After five years the tree had gained about 74 kilograms while the soil had lost only 57 grams. He concluded that the mass of the plant came mostly from water; later work showed that most of it comes from carbon dioxide in the air.

== See also ==
Cellular respiration
Chemosynthesis

== References ==
`,
};

export const FRENCH_REVOLUTION: FakeArticle = {
  pageid: 11188,
  title: 'French Revolution',
  lastrevid: 1_250_000_202,
  extract: `The French Revolution was a period of political and social change in France that began with the Estates General of 1789 and ended with the coup of Napoleon Bonaparte in November 1799. Many of its ideas are seen as foundations of modern liberal democracy.

== Causes ==
The causes of the French Revolution include a fiscal crisis, a rigid social order and new political ideas. France was deeply in debt after the Seven Years' War and the American Revolutionary War. Poor harvests in 1788 made the price of bread rise sharply. Enlightenment ideas about rights and popular sovereignty spread among the educated public.

== Estates General of 1789 ==
King Louis XVI called the Estates General to approve new taxes. The Third Estate declared itself the National Assembly in June 1789. Its members swore the Tennis Court Oath not to separate until France had a constitution.

== Storming of the Bastille ==
On 14 July 1789 crowds in Paris stormed the Bastille, a royal fortress and prison, looking for gunpowder. Its fall became a symbol of the revolution. The day is still celebrated as the French national holiday.

== Reign of Terror ==
From 1793 to 1794 the Committee of Public Safety ruled through the Reign of Terror. Maximilien Robespierre was its most influential member. Thousands of people were executed as enemies of the revolution. Robespierre was himself arrested and guillotined in July 1794.

== Marie Antoinette ==
Marie Antoinette was the last queen of France before the revolution. She was born an archduchess of Austria and married Louis XVI. She was executed in October 1793.

== External links ==
`,
};

export const FRACTION: FakeArticle = {
  pageid: 10993,
  title: 'Fraction (mathematics)',
  lastrevid: 1_250_000_303,
  extract: `A fraction represents a part of a whole or, more generally, any number of equal parts. A common fraction such as 1/2 or 3/4 consists of a numerator above a line and a denominator below it.

== Vocabulary ==
The numerator counts how many equal parts are taken. The denominator says how many equal parts make up the whole, and it cannot be zero. In 3/4, the numerator is 3 and the denominator is 4.

== Equivalent fractions ==
Multiplying the numerator and the denominator by the same nonzero number gives an equivalent fraction. For example, 1/2 and 2/4 are equivalent: they name the same number. A fraction is in lowest terms when the numerator and the denominator have no common factor other than 1.

== Arithmetic ==

=== Addition ===
To add fractions with different denominators, first rewrite them with a common denominator. For example, 1/2 + 1/3 = 3/6 + 2/6 = 5/6. Adding the numerators and the denominators separately, as in 1/2 + 1/3 = 2/5, is a common mistake.

=== Comparing fractions ===
Fractions with the same denominator compare like their numerators. To compare 2/3 and 3/4, rewrite them as 8/12 and 9/12; so 3/4 is larger.

== Notes ==
`,
};

export const LEAF: FakeArticle = {
  pageid: 18314,
  title: 'Leaf',
  lastrevid: 1_250_000_404,
  extract: `A leaf (pl.: leaves) is a principal appendage of the stem of a vascular plant. Leaves are the main organs of photosynthesis in most plants.

== Structure ==
A typical leaf has a flat blade and a stalk called the petiole. The blade is covered by an epidermis with a waxy cuticle. Inside, the mesophyll is packed with chloroplasts.

== Function ==
The leaf absorbs light and carbon dioxide for photosynthesis. It also loses water vapour through its stomata, which is called transpiration. Transpiration pulls water up from the roots.

== Colour ==
Leaves are green because of chlorophyll. In autumn, many trees break down their chlorophyll, and yellow and orange pigments become visible.
`,
};

const LEAF_DISAMBIGUATION: FakeArticle = {
  pageid: 18315,
  title: 'Leaf (disambiguation)',
  lastrevid: 1_250_000_405,
  disambiguation: true,
  extract: `A leaf is an organ of a vascular plant.

Leaf or leaves may also refer to:
Leaf (band), a Danish band
Nissan Leaf, an electric car
`,
};

export const FAKE_ARTICLES: FakeArticle[] = [
  PHOTOSYNTHESIS,
  FRENCH_REVOLUTION,
  FRACTION,
  LEAF,
  LEAF_DISAMBIGUATION,
];

const ERAS = ['ancient', 'medieval', 'early modern', 'industrial', 'modern', 'recent'];
const PLACES = [
  'harbour',
  'valley',
  'plateau',
  'delta',
  'coast',
  'forest',
  'island',
  'steppe',
  'marsh',
  'canyon',
];
const GOODS = [
  'salt',
  'copper',
  'timber',
  'grain',
  'wool',
  'amber',
  'silver',
  'spices',
  'glass',
  'pottery',
  'linen',
  'tin',
];
const PEOPLE = [
  'merchants',
  'farmers',
  'sailors',
  'miners',
  'weavers',
  'monks',
  'engineers',
  'surveyors',
  'traders',
  'builders',
];
const ROUTE_FACTS = [
  (n: number, place: string, good: string) =>
    `Route ${n} began at a ${place} where ${good} was gathered before the long journey inland.`,
  (n: number, place: string, good: string, people: string) =>
    `Along route ${n}, ${people} carried ${good} in sealed jars to keep it dry on the way to the ${place}.`,
  (n: number, place: string, good: string, people: string) =>
    `Records kept by ${people} show that route ${n} crossed the ${place} in about eleven days during dry seasons.`,
  (n: number, place: string, good: string, people: string) =>
    `The tolls charged on route ${n} paid for bridges, wells and shelters that ${people} used each night.`,
  (n: number, place: string, good: string) =>
    `By the end of the period, ${good} from route ${n} reached markets far beyond the ${place}.`,
  (n: number, place: string, good: string, people: string) =>
    `Maps drawn by ${people} mark route ${n} with small towers built on the edge of the ${place}.`,
];

/**
 * A long article in Wikipedia's extract shape, for the podcast length tests (issue 24): `sections` sections
 * of three paragraphs, each sentence different, about 230 words a section. Made up, and says so in its title.
 */
export function longArticle(sections: number, pageid = 990_000 + sections): FakeArticle {
  const body = Array.from({ length: sections }, (_, index) => {
    const n = index + 1;
    const place = PLACES[index % PLACES.length]!;
    const paragraphs = [0, 1, 2].map((p) =>
      ROUTE_FACTS.map((fact, f) =>
        fact(
          n,
          PLACES[(index + p + f) % PLACES.length]!,
          GOODS[(index * 3 + p + f) % GOODS.length]!,
          PEOPLE[(index + 2 * p + f) % PEOPLE.length]!,
        ),
      )
        .slice(p * 2, p * 2 + 2)
        .concat(
          `In the ${ERAS[(index + p) % ERAS.length]} period, route ${n} was known for its ${place} crossings and for ${GOODS[(index + p) % GOODS.length]} trade.`,
        )
        .join(' '),
    );
    return `== Route ${n} ==\n${paragraphs.join('\n\n')}`;
  });
  return {
    pageid,
    title: 'Imaginary trade routes',
    lastrevid: 1_250_000_900 + sections,
    extract: `The imaginary trade routes are a set of made-up roads used in tests of long episodes. Each route joined a gathering place to distant markets, and each is described in its own section below.\n\n${body.join('\n\n')}\n\n== See also ==\nTrade\n\n== References ==\n`,
  };
}
