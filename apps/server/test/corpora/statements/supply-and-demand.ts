import type { TopicCorpus } from './corpus-types.js';

export const corpus: TopicCorpus = {
  topic: 'Supply and demand',
  field: 'economics',
  article: {
    pageid: 990104,
    title: 'Supply and demand',
    lastrevid: 1_300_000_004,
    extract: `Supply and demand is an economic model of how prices are set in a market. The model predicts that the price of a good settles at the point where the quantity that buyers want equals the quantity that sellers offer. Supply and demand is one of the most basic ideas in economics.

== Demand ==
Demand is the quantity of a good that buyers are willing and able to buy at each price. According to the law of demand, when the price of a good rises, the quantity demanded falls, as long as other things stay the same. The demand curve therefore slopes downward from left to right. Demand also depends on income, on consumers' tastes and on the prices of related goods. When the price of tea rises, many buyers switch to coffee, so the demand for coffee increases.

== Supply ==
Supply is the quantity of a good that sellers are willing and able to sell at each price. According to the law of supply, when the price rises, the quantity supplied also rises, because producing more becomes more profitable. The supply curve therefore slopes upward. A fall in production costs, for example because of new technology, shifts the supply curve to the right. A drought that destroys part of a harvest shifts the supply curve of that crop to the left.

== Market equilibrium ==
The equilibrium price is the price at which the quantity demanded equals the quantity supplied. When the price is above equilibrium, sellers offer more than buyers want, and a surplus builds up. Sellers then cut their prices to get rid of unsold stock, until the surplus disappears.

When the price is below equilibrium, buyers want more than sellers offer, so a shortage appears. First, buyers compete for the scarce goods, and then sellers notice the queues and raise their prices. As the price rises, the quantity demanded falls and the quantity supplied grows, until the shortage is gone.

== Price controls ==
A price ceiling is a legal maximum price set by a government. A price ceiling set below the equilibrium price causes a shortage, because buyers want more than sellers are willing to sell. Rent control in New York City is a well-known example of a price ceiling. A price floor is a legal minimum price, and a minimum wage is one example. A price floor set above the equilibrium price causes a surplus, not a shortage.

== Elasticity ==
Price elasticity of demand measures how much the quantity demanded changes when the price changes. If a 10 percent rise in price causes a 20 percent fall in the quantity demanded, demand is called elastic. Demand for necessities such as salt or insulin is inelastic, so buyers do not cut back much when the price rises. During the oil crisis of 1973 and 1974, Arab oil producers cut supplies, and the price of oil rose from about 3 dollars to nearly 12 dollars a barrel. Because demand for oil is inelastic in the short run, the cut in supply led to a large rise in price.

== History ==
The phrase "supply and demand" was first used by the Scottish economist James Denham-Steuart in 1767. Adam Smith used the idea in The Wealth of Nations, which was published in 1776. The French mathematician Antoine Augustin Cournot drew demand and supply curves in a book published in 1838. The supply and demand diagram was popularized by Alfred Marshall in his Principles of Economics, published in 1890. Marshall taught economics at the University of Cambridge in England.

== See also ==
Market economy
Price elasticity of demand

== References ==
`,
  },
  claims: [
    // contradicted
    {
      claim: 'The Wealth of Nations was published in 1876, right?',
      expect: 'contradicted',
      sentence: 'The Wealth of Nations, which was published in 1776',
      slot: 'time',
    },
    {
      claim:
        'In the 1973 oil crisis the price of oil went from about 3 dollars to nearly 30 dollars a barrel.',
      expect: 'contradicted',
      sentence: 'the price of oil rose from about 3 dollars to nearly 12 dollars a barrel',
      slot: 'number',
    },
    {
      claim: "Demand depends neither on income nor on consumers' tastes.",
      expect: 'contradicted',
      sentence: "Demand also depends on income, on consumers' tastes",
      slot: 'negation',
    },
    {
      claim:
        'When there is a shortage, sellers raise their prices first, and then buyers start competing for the scarce goods.',
      expect: 'contradicted',
      sentence: 'First, buyers compete for the scarce goods, and then sellers notice the queues',
      slot: 'order',
    },
    {
      claim:
        'According to the law of demand, when the price of a good rises, the quantity demanded rises too.',
      expect: 'contradicted',
      sentence: 'when the price of a good rises, the quantity demanded falls',
      slot: 'direction',
    },
    {
      claim: 'i think when the price rises, sellers supply more because buyers demand more of the good',
      expect: 'contradicted',
      sentence: 'because producing more becomes more profitable',
      slot: 'cause',
    },
    {
      claim: "Alfred Marshall taught economics at Harvard in the United States, didn't he?",
      expect: 'contradicted',
      sentence: 'Marshall taught economics at the University of Cambridge in England',
      slot: 'place',
    },
    // supported
    {
      claim: 'Alfred Marshall popularized the supply and demand diagram in 1890.',
      expect: 'supported',
      sentence: 'The supply and demand diagram was popularized by Alfred Marshall',
    },
    {
      claim:
        'If the price is below equilibrium there will be a shortage, since people want to buy more than sellers are offering.',
      expect: 'supported',
      sentence:
        'When the price is below equilibrium, buyers want more than sellers offer, so a shortage appears',
    },
    {
      claim:
        'a ten percent price rise that causes a twenty percent drop in the quantity demanded means demand is elastic',
      expect: 'supported',
      sentence:
        'If a 10 percent rise in price causes a 20 percent fall in the quantity demanded, demand is called elastic',
    },
    {
      claim: "Rent control is an example of a price ceiling, isn't it?",
      expect: 'supported',
      sentence: 'Rent control in New York City is a well-known example of a price ceiling',
    },
    {
      claim: 'Arab oil producers cut supplies in 1974.',
      expect: 'supported',
      sentence: 'During the oil crisis of 1973 and 1974, Arab oil producers cut supplies',
    },
    // not covered
    {
      claim: 'Adam Smith was born in Scotland.',
      expect: 'not_covered',
    },
    {
      claim: 'Is it true that the United States put price ceilings on petrol in the 1970s?',
      expect: 'not_covered',
    },
    {
      claim: "The demand for luxury cars rises when people's incomes rise.",
      expect: 'not_covered',
    },
  ],
  questions: [
    {
      question: 'What is demand?',
      type: 'definition',
      sentence: 'Demand is the quantity of a good that buyers are willing and able to buy',
    },
    {
      question: 'what is a price ceiling',
      type: 'definition',
      sentence: 'A price ceiling is a legal maximum price set by a government',
    },
    {
      question: 'Who first used the phrase supply and demand?',
      type: 'person',
      sentence: 'was first used by the Scottish economist James Denham-Steuart',
    },
    {
      question: 'Who popularized the supply and demand diagram?',
      type: 'person',
      sentence: 'The supply and demand diagram was popularized by Alfred Marshall',
    },
    {
      question: 'When was The Wealth of Nations published?',
      type: 'time',
      sentence: 'The Wealth of Nations, which was published in 1776',
    },
    {
      question: 'Where did Alfred Marshall teach economics?',
      type: 'place',
      sentence: 'Marshall taught economics at the University of Cambridge',
    },
    {
      question: 'How much did the price of oil go up during the 1973 oil crisis?',
      type: 'quantity',
      sentence: 'the price of oil rose from about 3 dollars to nearly 12 dollars a barrel',
    },
    {
      question: 'When there is a shortage, what happens first?',
      type: 'order',
      sentence: 'First, buyers compete for the scarce goods',
    },
    {
      question: 'Why do sellers cut their prices when there is a surplus?',
      type: 'cause',
      sentence: 'Sellers then cut their prices to get rid of unsold stock',
    },
    {
      question: 'What kind of price control is a minimum wage?',
      type: 'kind',
      sentence: 'A price floor is a legal minimum price, and a minimum wage is one example',
    },
  ],
  explains: [
    {
      request: 'How does price adjust when there is a shortage?',
      sentences: [
        'When the price is below equilibrium, buyers want more than sellers offer',
        'First, buyers compete for the scarce goods',
        'As the price rises, the quantity demanded falls and the quantity supplied grows',
      ],
    },
    {
      request: 'Explain how a market gets rid of a surplus.',
      sentences: [
        'When the price is above equilibrium, sellers offer more than buyers want',
        'Sellers then cut their prices to get rid of unsold stock',
      ],
    },
  ],
  shortAnswers: [
    {
      question:
        'According to the law of demand, what happens to the quantity demanded when the price of a good rises?',
      key: 'The quantity demanded falls, as long as other things stay the same.',
      answer: 'The quantity demanded rises, as long as other things stay the same.',
      kind: 'opposite',
    },
    {
      question: 'What happens when a government sets a price ceiling below the equilibrium price?',
      key: 'A shortage appears, because buyers want more than sellers are willing to sell.',
      answer:
        'There is not enough of the good to go around, since people want to buy more than producers will offer at that price.',
      kind: 'paraphrase',
    },
    {
      question: 'Why does the supply curve slope upward?',
      key: 'Because when the price rises, producing more becomes more profitable, so sellers offer more.',
      answer:
        'Higher prices make it more worthwhile for firms to make extra units, so they supply a larger quantity.',
      kind: 'paraphrase',
    },
    {
      question: 'What does a price floor set above the equilibrium price cause?',
      key: 'It causes a surplus, not a shortage.',
      answer: 'It causes a shortage, not a surplus.',
      kind: 'opposite',
    },
    {
      question: 'What is the equilibrium price?',
      key: 'The price at which the quantity demanded equals the quantity supplied.',
      answer: 'Inflation is a general rise in prices across the whole economy over time.',
      kind: 'off_topic',
    },
  ],
};
