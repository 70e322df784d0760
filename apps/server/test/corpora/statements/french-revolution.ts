import type { TopicCorpus } from './corpus-types.js';

export const corpus: TopicCorpus = {
  topic: 'French Revolution',
  field: 'history',
  article: {
    pageid: 990201,
    title: 'French Revolution',
    lastrevid: 1_300_000_101,
    extract: `The French Revolution was a period of political and social upheaval in France that began with the Estates General of 1789 and ended with the coup of Napoleon Bonaparte in November 1799. The revolution overthrew the monarchy and established a republic. Its ideas about liberty, equality and the rights of citizens shaped modern democracy.

== Causes ==
France was deeply in debt by the 1780s, largely because of the cost of the Seven Years' War and of French support for the American Revolutionary War. The nobility and the clergy did not pay the taille, the main land tax, so the burden fell on the commoners. A poor harvest in 1788 caused the price of bread to rise sharply, and many poor families spent most of their income on bread. Enlightenment ideas about natural rights and popular sovereignty spread among the educated middle class. The Social Contract, which argued that sovereignty belongs to the people, was written by Jean-Jacques Rousseau in 1762.

== Estates General of 1789 ==
King Louis XVI summoned the Estates General to Versailles in May 1789 to approve new taxes. It was the first meeting of the Estates General since 1614. On 17 June 1789 the Third Estate declared itself the National Assembly. Three days later, locked out of their usual hall, its members swore the Tennis Court Oath not to separate until France had a new constitution.

== Storming of the Bastille ==
On 14 July 1789 crowds in Paris stormed the Bastille, a royal fortress and prison, to seize gunpowder and weapons. Only seven prisoners were held in the Bastille when it fell. The fall of the Bastille became a symbol of the end of royal tyranny, and 14 July is still celebrated as the French national holiday. In August 1789 the National Assembly abolished feudal privileges and adopted the Declaration of the Rights of Man and of the Citizen.

== Fall of the monarchy ==
In June 1791 the royal family tried to flee Paris in secret, but they were stopped at Varennes and brought back. France declared war on Austria in April 1792. On 10 August 1792 crowds attacked the Tuileries Palace, and the king was arrested soon after. The National Convention abolished the monarchy in September 1792 and proclaimed the French Republic. The Convention put Louis XVI on trial for treason, and the king was executed by guillotine in Paris on 21 January 1793. Queen Marie Antoinette was executed in October 1793, almost nine months after the king.

== Reign of Terror ==
The Reign of Terror lasted from September 1793 to July 1794. First, foreign war and revolts inside France made the revolutionaries fear that enemies were plotting against the Republic. In April 1793 the Convention created the Committee of Public Safety to defend the Republic. Then, in September 1793, the Law of Suspects allowed the arrest of anyone thought to be an enemy of the revolution. Revolutionary tribunals tried the suspects quickly, and many of them were sent to the guillotine.

About 17,000 people were officially executed during the Terror. Maximilien Robespierre was the most influential member of the Committee of Public Safety. The Terror ended when Robespierre was arrested on 27 July 1794 and guillotined the next day.

== The Directory and Napoleon ==
After the Terror, a government called the Directory ruled France from 1795 to 1799. The Directory was weak and unpopular, and France was still at war in Europe. Napoleon Bonaparte, a successful general, seized power in the coup of 18 Brumaire on 9 November 1799. As a result, the Consulate replaced the Directory, and Napoleon became First Consul. Napoleon did not restore the Bourbon monarchy, and in 1804 he crowned himself Emperor of the French.

== See also ==
Reign of Terror
Napoleon

== References ==
`,
  },
  claims: [
    // contradicted (8): time, place, agent, cause, number, negation, direction, order
    {
      claim: 'the bastille was stormed on 14 july 1790, right?',
      expect: 'contradicted',
      sentence: 'On 14 July 1789 crowds in Paris stormed the Bastille',
      slot: 'time',
    },
    {
      claim: 'I think Louis XVI called the Estates General to meet in Paris in May 1789.',
      expect: 'contradicted',
      sentence: 'King Louis XVI summoned the Estates General to Versailles in May 1789',
      slot: 'place',
    },
    {
      claim: 'i think the social contract was written by voltaire',
      expect: 'contradicted',
      sentence: 'was written by Jean-Jacques Rousseau in 1762',
      slot: 'agent',
    },
    {
      claim: 'France got so deep into debt mainly because of the cost of building the palace of Versailles.',
      expect: 'contradicted',
      sentence: 'France was deeply in debt by the 1780s, largely because of the cost of the Seven Years',
      slot: 'cause',
    },
    {
      claim: 'Only about 1,700 people were officially executed during the Terror.',
      expect: 'contradicted',
      sentence: 'About 17,000 people were officially executed during the Terror',
      slot: 'number',
    },
    {
      claim: 'neither the clergy nor the nobles were exempt from the taille, they paid it like everyone else',
      expect: 'contradicted',
      sentence: 'The nobility and the clergy did not pay the taille',
      slot: 'negation',
    },
    {
      claim: 'So the poor harvest in 1788 made the price of bread fall?',
      expect: 'contradicted',
      sentence: 'A poor harvest in 1788 caused the price of bread to rise sharply',
      slot: 'direction',
    },
    {
      claim: "Marie Antoinette was executed before the king, wasn't she?",
      expect: 'contradicted',
      sentence: 'Queen Marie Antoinette was executed in October 1793, almost nine months after the king',
      slot: 'order',
    },
    // supported (5)
    {
      claim: 'before 1789 the estates general had not met since 1614, right?',
      expect: 'supported',
      sentence: 'It was the first meeting of the Estates General since 1614',
    },
    {
      claim: 'The clergy and the nobles were exempt from the taille.',
      expect: 'supported',
      sentence: 'The nobility and the clergy did not pay the taille',
    },
    {
      claim: 'About seventeen thousand people were officially put to death during the Terror.',
      expect: 'supported',
      sentence: 'About 17,000 people were officially executed during the Terror',
    },
    {
      claim: 'The Directory was in charge of France in 1797.',
      expect: 'supported',
      sentence: 'a government called the Directory ruled France from 1795 to 1799',
    },
    {
      claim:
        'Is it true that Louis XVI was tried for treason by the Convention and guillotined in January 1793?',
      expect: 'supported',
      sentence: 'The Convention put Louis XVI on trial for treason',
    },
    // not_covered (2)
    {
      claim: 'The French Revolution inspired the slave revolt in Haiti.',
      expect: 'not_covered',
    },
    {
      claim: "Marie Antoinette was born in Vienna, wasn't she?",
      expect: 'not_covered',
    },
  ],
  questions: [
    {
      question: 'Where was the royal family stopped when it tried to flee Paris?',
      type: 'place',
      sentence: 'they were stopped at Varennes and brought back',
    },
    {
      question: 'When did crowds storm the Bastille?',
      type: 'time',
      sentence: 'On 14 July 1789 crowds in Paris stormed the Bastille',
    },
    {
      question: 'Who was the most influential member of the Committee of Public Safety?',
      type: 'person',
      sentence: 'Maximilien Robespierre was the most influential member of the Committee of Public Safety',
    },
    {
      question: 'How many people were officially executed during the Terror?',
      type: 'quantity',
      sentence: 'About 17,000 people were officially executed during the Terror',
    },
    {
      question: 'What kind of building was the Bastille?',
      type: 'kind',
      sentence: 'stormed the Bastille, a royal fortress and prison',
    },
    {
      question: 'Who was executed first, Louis XVI or Marie Antoinette?',
      type: 'order',
      sentence: 'Queen Marie Antoinette was executed in October 1793, almost nine months after the king',
    },
    {
      question: 'Why did the price of bread rise in 1788?',
      type: 'cause',
      sentence: 'A poor harvest in 1788 caused the price of bread to rise sharply',
    },
    {
      question: 'What was the French Revolution?',
      type: 'definition',
      sentence: 'The French Revolution was a period of political and social upheaval in France',
    },
    {
      question: 'Why was France so deeply in debt in the 1780s?',
      type: 'cause',
      sentence: 'France was deeply in debt by the 1780s, largely because of the cost of the Seven Years',
    },
    {
      question: 'Who wrote The Social Contract?',
      type: 'person',
      sentence: 'was written by Jean-Jacques Rousseau in 1762',
    },
  ],
  explains: [
    {
      request: 'Explain step by step how the Terror began.',
      sentences: [
        'First, foreign war and revolts inside France made the revolutionaries fear',
        'In April 1793 the Convention created the Committee of Public Safety',
        'Then, in September 1793, the Law of Suspects allowed the arrest',
        'Revolutionary tribunals tried the suspects quickly',
      ],
    },
    {
      request: 'how did the monarchy fall? just tell me what happened in order',
      sentences: [
        'In June 1791 the royal family tried to flee Paris in secret',
        'France declared war on Austria in April 1792',
        'On 10 August 1792 crowds attacked the Tuileries Palace',
        'The National Convention abolished the monarchy in September 1792',
      ],
    },
  ],
  shortAnswers: [
    {
      question: 'Why did the price of bread rise in 1788?',
      key: 'A poor harvest in 1788 caused the price of bread to rise sharply.',
      answer: 'Because the harvest that year was bad, bread became much more expensive.',
      kind: 'paraphrase',
    },
    {
      question: 'What did the Third Estate do on 17 June 1789?',
      key: 'The Third Estate declared itself the National Assembly.',
      answer: 'The nobility declared itself the National Assembly.',
      kind: 'opposite',
    },
    {
      question: 'How did the Reign of Terror end?',
      key: 'The Terror ended when Robespierre was arrested in July 1794 and guillotined the next day.',
      answer: 'It came to an end after Robespierre was arrested and executed in July 1794.',
      kind: 'paraphrase',
    },
    {
      question: 'What happened to Louis XVI in January 1793?',
      key: 'After the Convention put him on trial for treason, Louis XVI was executed by guillotine in January 1793.',
      answer:
        'After the Convention put him on trial for treason, Louis XVI was found innocent and was not executed.',
      kind: 'opposite',
    },
    {
      question: 'What was the Tennis Court Oath?',
      key: 'It was the promise by the members of the Third Estate not to separate until France had a new constitution.',
      answer: 'Tennis is a sport played with rackets on a court, and Wimbledon is its oldest tournament.',
      kind: 'off_topic',
    },
  ],
};
