import type { PodcastScript } from '../../coach/podcast-script.js';

/**
 * A two-host script on photosynthesis, written by hand so that the quiz's tests do not move when the
 * script writers change: a welcome and credits, teaching segments with the co-host's questions, a pause
 * question, a myth the host corrects, and a wrap-up. Its facts are the fake Wikipedia article's.
 */
export const PHOTOSYNTHESIS_SCRIPT: PodcastScript = {
  segments: [
    {
      title: 'Welcome',
      minutes: 0.3,
      turns: [
        {
          speaker: 'host',
          text: 'Welcome to Socratica. Today we look at photosynthesis, how plants make their food.',
        },
        { speaker: 'cohost', text: 'Where does it all come from?' },
        {
          speaker: 'host',
          text: 'Everything we say today comes from Wikipedia, under a Creative Commons licence.',
        },
      ],
    },
    {
      title: 'Light-dependent reactions',
      minutes: 1,
      turns: [
        { speaker: 'cohost', text: 'Where in the plant does the first stage happen?' },
        {
          speaker: 'host',
          text: 'The light-dependent reactions take place in the thylakoid membranes. Chlorophyll absorbs light, mostly red and blue, and reflects green light.',
        },
        { speaker: 'cohost', text: 'And what is that absorbed energy used for?' },
        { speaker: 'host', text: 'The absorbed energy is used to make ATP and NADPH.' },
        {
          speaker: 'host',
          text: 'Here’s one to pause on. Which word completes what we just heard: “The absorbed energy is used to make ATP and _____.”',
        },
        { speaker: 'cohost', text: 'Is it NADPH?' },
        { speaker: 'host', text: 'Yes. The absorbed energy is used to make ATP and NADPH.' },
      ],
    },
    {
      title: 'Water photolysis',
      minutes: 1,
      turns: [
        { speaker: 'cohost', text: 'So the oxygen plants give off comes from carbon dioxide, right?' },
        {
          speaker: 'host',
          text: 'No. In photosystem II, water molecules are split into hydrogen ions, electrons and oxygen. The oxygen released into the air by plants comes from this splitting of water.',
        },
      ],
    },
    {
      title: 'Calvin cycle',
      minutes: 1,
      turns: [
        { speaker: 'cohost', text: 'What happens to the carbon dioxide, then?' },
        {
          speaker: 'host',
          text: 'In the stroma of the chloroplast, the enzyme RuBisCO fixes carbon dioxide into organic molecules. The Calvin cycle uses the ATP and NADPH made by the light-dependent reactions.',
        },
      ],
    },
    {
      title: 'Where it happens',
      minutes: 1,
      turns: [
        { speaker: 'cohost', text: 'Which part of the leaf does the work?' },
        {
          speaker: 'host',
          text: 'In plants, photosynthesis happens in chloroplasts, which are found mostly in the mesophyll cells of the leaf. Gases enter and leave through small pores called stomata.',
        },
      ],
    },
    {
      title: 'Wrap-up',
      minutes: 0.3,
      turns: [
        {
          speaker: 'host',
          text: 'A common belief is that plants build their bodies mainly from the soil. It is not so.',
        },
        { speaker: 'host', text: 'Thanks for listening. The sources are in the episode notes.' },
      ],
    },
  ],
  thinkQuestions: [
    'Which word completes this sentence from the episode: “The absorbed energy is used to make ATP and _____.”',
  ],
  sources: ['Wikipedia’s article “Photosynthesis” (CC BY-SA 4.0)'],
  sections: [],
  shortfallNote: null,
};
