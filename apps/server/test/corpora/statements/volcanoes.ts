import type { TopicCorpus } from './corpus-types.js';

export const corpus: TopicCorpus = {
  topic: 'Volcanoes',
  field: 'geography',
  article: {
    pageid: 990103,
    title: 'Volcanoes',
    lastrevid: 1_300_000_003,
    extract: `A volcano is an opening in the Earth's crust through which molten rock, volcanic ash and gases escape from below the surface. Molten rock is called magma while it is underground and lava once it reaches the surface. There are about 1,350 potentially active volcanoes on land around the world.

== Formation ==
Most volcanoes form at the boundaries of tectonic plates. At divergent boundaries, such as the Mid-Atlantic Ridge, the plates move apart and magma rises to fill the gap. About 75 percent of the world's active volcanoes lie along the Ring of Fire, which surrounds the Pacific Ocean. Some volcanoes, such as those of Hawaii, form far from plate boundaries, above hotspots in the mantle.

At a subduction zone, an oceanic plate first sinks beneath another plate into the mantle. Water released from the sinking plate then lowers the melting point of the hot rock above it. The rock partly melts, and the new magma rises because it is less dense than the rock around it. Over time, this magma builds a chain of volcanoes on the overriding plate, such as the Andes in South America.

== Eruptions ==
An eruption begins when magma collects in a magma chamber several kilometres beneath the volcano. As more magma enters the chamber, the pressure inside it increases. Then, as the magma rises towards the surface, the pressure on it falls and dissolved gases form bubbles. The bubbles expand quickly and drive the magma up through the vent. Finally, lava, ash and gas burst out of the vent at the surface.

Runny basaltic magma lets gas escape easily, so it usually produces gentle eruptions with lava flows. Thick, sticky magma that is rich in silica traps gas, so it often produces violent explosive eruptions.

== Volcanic rocks ==
Obsidian is a volcanic glass that forms when lava cools very quickly, so crystals do not have time to grow. Basalt is a dark, fine-grained rock that forms from runny lava and makes up most of the ocean floor. Pumice is a pale rock that forms when frothy lava full of gas cools during an explosive eruption. Pumice can float on water because it is full of gas bubbles, which give it a low density. Granite does not form from lava, because it cools slowly from magma deep underground.

== Measuring eruptions ==
Volcanologists measure the size of explosive eruptions with the Volcanic Explosivity Index, which runs from 0 to 8. The Volcanic Explosivity Index was proposed by Chris Newhall and Stephen Self in 1982. Above the lowest levels, each step on the index stands for an eruption about ten times larger than the step below it. An eruption rated 8 on the index throws out more than 1,000 cubic kilometres of material.

== Famous eruptions ==
In AD 79, Mount Vesuvius erupted and buried the Roman towns of Pompeii and Herculaneum. The ruins of Pompeii were found again in the 18th century, and excavations began in 1748.

In April 1815, Mount Tambora on the island of Sumbawa in Indonesia produced the largest eruption in recorded history. The Tambora eruption was rated 7 on the Volcanic Explosivity Index. Its ash and sulfur gases spread through the upper atmosphere and blocked part of the sunlight. The cooling caused by Tambora led to the Year Without a Summer in 1816, when crops failed in Europe and North America.

In August 1883, the eruption of Krakatoa, between Java and Sumatra, caused tsunamis that killed more than 36,000 people. The sound of the Krakatoa explosion was heard nearly 4,800 kilometres away.

== Effects and monitoring ==
Volcanic ash can damage aircraft engines, and large ash clouds can close airports. Over long periods, volcanic ash breaks down into fertile soils, so many farmers live near volcanoes. Scientists watch for small earthquakes and for swelling of the ground, because these signs can show that magma is rising.

== See also ==
Plate tectonics
Supervolcano

== References ==
`,
  },
  claims: [
    // contradicted
    {
      claim: "Mount Tambora is on an island in the Philippines, isn't it?",
      expect: 'contradicted',
      sentence: 'Mount Tambora on the island of Sumbawa in Indonesia',
      slot: 'place',
    },
    {
      claim: 'Vesuvius buried Pompeii in 79 BC.',
      expect: 'contradicted',
      sentence: 'In AD 79, Mount Vesuvius erupted and buried the Roman towns of Pompeii',
      slot: 'time',
    },
    {
      claim: 'the year without a summer in 1816 was caused by the eruption of Krakatoa',
      expect: 'contradicted',
      sentence: 'The cooling caused by Tambora led to the Year Without a Summer in 1816',
      slot: 'sibling',
    },
    {
      claim: 'Pumice floats on water because it cooled so fast that no crystals could grow.',
      expect: 'contradicted',
      sentence: 'Pumice can float on water because it is full of gas bubbles',
      slot: 'cause',
    },
    {
      claim: 'I think the Volcanic Explosivity Index goes from 1 to 10.',
      expect: 'contradicted',
      sentence: 'the Volcanic Explosivity Index, which runs from 0 to 8',
      slot: 'number',
    },
    {
      claim: 'The Volcanic Explosivity Index was proposed by Charles Richter in 1982.',
      expect: 'contradicted',
      sentence: 'The Volcanic Explosivity Index was proposed by Chris Newhall and Stephen Self',
      slot: 'agent',
    },
    {
      claim: 'Volcanic ash does no damage to aircraft engines.',
      expect: 'contradicted',
      sentence: 'Volcanic ash can damage aircraft engines',
      slot: 'negation',
    },
    // supported
    {
      claim: 'Pompeii was buried when Mount Vesuvius erupted in 79 AD.',
      expect: 'supported',
      sentence: 'In AD 79, Mount Vesuvius erupted and buried the Roman towns of Pompeii',
    },
    {
      claim: 'Chris Newhall and Stephen Self came up with the Volcanic Explosivity Index in 1982.',
      expect: 'supported',
      sentence: 'The Volcanic Explosivity Index was proposed by Chris Newhall and Stephen Self in 1982',
    },
    {
      claim: 'the tsunamis from Krakatoa killed more than thirty-six thousand people',
      expect: 'supported',
      sentence: 'caused tsunamis that killed more than 36,000 people',
    },
    {
      claim: 'Obsidian is volcanic glass that is made when lava cools really fast, right?',
      expect: 'supported',
      sentence: 'Obsidian is a volcanic glass that forms when lava cools very quickly',
    },
    {
      claim: 'Is it true that the digging at Pompeii started in the 1700s?',
      expect: 'supported',
      sentence: 'excavations began in 1748',
    },
    // not covered
    {
      claim: 'Mount Vesuvius last erupted in 1944.',
      expect: 'not_covered',
    },
    {
      claim: 'Iceland has more than 30 active volcanic systems.',
      expect: 'not_covered',
    },
    {
      claim: 'i read that lightning sometimes forms inside volcanic ash clouds',
      expect: 'not_covered',
    },
  ],
  questions: [
    {
      question: 'Where is Mount Tambora?',
      type: 'place',
      sentence: 'Mount Tambora on the island of Sumbawa in Indonesia',
    },
    {
      question: 'Where do most volcanoes form?',
      type: 'place',
      sentence: 'Most volcanoes form at the boundaries of tectonic plates',
    },
    {
      question: 'What year did Krakatoa erupt?',
      type: 'time',
      sentence: 'In August 1883, the eruption of Krakatoa',
    },
    {
      question: 'Who proposed the Volcanic Explosivity Index?',
      type: 'person',
      sentence: 'The Volcanic Explosivity Index was proposed by Chris Newhall and Stephen Self',
    },
    {
      question: 'How far away could the Krakatoa explosion be heard?',
      type: 'quantity',
      sentence: 'The sound of the Krakatoa explosion was heard nearly 4,800 kilometres away',
    },
    {
      question: 'why does pumice float?',
      type: 'cause',
      sentence: 'Pumice can float on water because it is full of gas bubbles',
    },
    {
      question: 'What caused the Year Without a Summer?',
      type: 'cause',
      sentence: 'The cooling caused by Tambora led to the Year Without a Summer',
    },
    {
      question: 'What kind of rock forms when lava cools very quickly?',
      type: 'kind',
      sentence: 'Obsidian is a volcanic glass that forms when lava cools very quickly',
    },
    {
      question: 'What is the first stage of a volcanic eruption?',
      type: 'order',
      sentence: 'An eruption begins when magma collects in a magma chamber',
    },
    {
      question: 'What is a volcano?',
      type: 'definition',
      sentence: "A volcano is an opening in the Earth's crust",
    },
  ],
  explains: [
    {
      request: 'Can you just tell me how a volcano erupts?',
      sentences: [
        'An eruption begins when magma collects in a magma chamber',
        'the pressure on it falls and dissolved gases form bubbles',
        'The bubbles expand quickly and drive the magma up through the vent',
        'Finally, lava, ash and gas burst out of the vent',
      ],
    },
    {
      request: 'Explain step by step how volcanoes form where one plate sinks under another.',
      sentences: [
        'an oceanic plate first sinks beneath another plate',
        'Water released from the sinking plate then lowers the melting point',
        'the new magma rises because it is less dense than the rock around it',
        'this magma builds a chain of volcanoes on the overriding plate',
      ],
    },
  ],
  shortAnswers: [
    {
      question: 'Why does pumice float on water?',
      key: 'Pumice is full of gas bubbles, which give it a low density, so it floats.',
      answer: 'It is packed with little holes filled with gas, which make it lighter than water.',
      kind: 'paraphrase',
    },
    {
      question: 'How does obsidian form?',
      key: 'Obsidian forms when lava cools very quickly, so crystals do not have time to grow.',
      answer: 'Obsidian forms when lava cools very slowly, so crystals have time to grow.',
      kind: 'opposite',
    },
    {
      question: 'What was the effect of the 1815 eruption of Mount Tambora?',
      key: 'Its ash and sulfur gases blocked sunlight and caused the Year Without a Summer in 1816.',
      answer:
        'The ash and gases from the volcano shaded the Earth, so in 1816 summer never really came and crops failed.',
      kind: 'paraphrase',
    },
    {
      question: 'Which volcano buried Pompeii, and when?',
      key: 'Mount Vesuvius buried Pompeii in AD 79.',
      answer: 'Mount Etna buried Pompeii in AD 79.',
      kind: 'opposite',
    },
    {
      question: 'What does the Volcanic Explosivity Index measure?',
      key: 'It measures the size of explosive eruptions, on a scale from 0 to 8.',
      answer: 'Earthquakes are recorded with seismometers, which show how strongly the ground shakes.',
      kind: 'off_topic',
    },
  ],
};
