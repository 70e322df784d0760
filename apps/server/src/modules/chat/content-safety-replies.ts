// What the tutor says when the content filters step in (spec 2 §3): kind, brief, and back to learning.

/** The answer to a learner message that a content filter blocked; the model never sees the message. */
export const BLOCKED_MESSAGE_REPLY =
  "I can't help with that here: it touches on something this learning space keeps out of its lessons. " +
  "Let's get back to the topic. What would you like to explore next?";

/** Appended where a tutor reply was cut because its next words would have tripped a filter. */
export const CUT_REPLY_ENDING =
  "\n\nI'll stop there: let's keep to the topic. What part of it would you like to look at next?";
