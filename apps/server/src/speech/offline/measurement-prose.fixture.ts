/**
 * Ordinary English prose, as a podcast host might read it, for measuring espeak's real speaking rate.
 * Plain words only: no numbers or abbreviations, which espeak expands into more words than the text shows.
 */
export const MEASUREMENT_PROSE = `When people first learn to cook, they often follow a recipe word for word. They measure the flour
carefully, they set a timer for the oven, and they worry about every small step. After a while, something
changes. They begin to notice how the dough feels in their hands, how the kitchen smells when the bread is
almost ready, and how the sauce looks when it has thickened enough. The recipe has not become less useful,
but it has become a starting point instead of a set of rules.

Learning almost anything works in a similar way. At the beginning, we lean on instructions because we do
not yet know what matters. We copy the steps that someone else has written down, and we hope that the
result will look like the picture. With practice, we start to see the reasons behind the steps. We
understand why the water must be hot, why the pan should rest, and why a little salt brings out the
sweetness in the fruit. Once we know the reasons, we can adapt when the kitchen is different, when an
ingredient is missing, or when we simply want to try something new.

Teachers have noticed this pattern for a very long time. A good teacher does not only give answers. She
asks questions that help the student find the reasons on their own. Why do you think the bridge was built
with an arch? What would happen if the river rose during the spring? How might the people in the village
have felt about the new road? These questions take longer than a simple explanation, but they leave
something behind. The student remembers the idea because they had to reach for it.

Of course, there is a balance to find. Too many questions can feel like a puzzle with no end, and too
few can make the lesson feel like a list to memorize. The best conversations move back and forth between
the two, and that is what we will try to do today.`;
