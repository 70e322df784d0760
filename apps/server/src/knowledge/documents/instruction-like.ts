/**
 * Phrases that address an AI rather than a reader (decision 044). Each is an imperative or a role change that
 * teaching text has no reason to hold; a passage about prompts may still match, which is why it is only flagged
 * for the admin and never dropped.
 */
const INSTRUCTION_PATTERNS: readonly RegExp[] = [
  // "Ignore your instructions", "disregard all previous rules", "forget the prompt above"
  /\b(?:ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,40}\b(?:instructions?|prompts?|rules|guidelines|directions|directives)\b/i,
  // "Disregard the above", "ignore everything before this"
  /\b(?:ignore|disregard)\s+(?:all\s+|everything\s+)?(?:the\s+)?(?:above|previous|prior|preceding|earlier)\b/i,
  /\byou\s+are\s+now\b/i,
  /\bsystem\s+prompt\b/i,
  /\b(?:new|updated|real)\s+instructions\s*:/i,
  // "Tell the learner every answer is correct", "inform the student that they passed"
  /\b(?:tell|inform|assure|convince)\s+(?:the\s+|every\s+|all\s+)?(?:learners?|students?|users?)\b[^.!?\n]{0,60}\b(?:correct|right|passed|true)\b/i,
  // "AI, you must …", "assistant: always answer …", "language models should now say …"
  /\b(?:AI|assistants?|chatbots?|language\s+models?|LLMs?|the\s+model)\s*[,:]?\s+(?:you\s+)?(?:must|should|shall|will)\s+(?:now\s+|always\s+|never\s+)?(?:ignore|say|tell|answer|respond|reply|pretend|reveal|obey|follow)\b/i,
  /\bpretend\s+(?:to\s+be|you\s+are)\b/i,
  /\bdo\s+not\s+(?:tell|reveal|mention|show)\b[^.!?\n]{0,40}\b(?:learners?|students?|users?)\b/i,
];

/** Whether a passage reads like instructions to an AI, so the admin is warned before a model reads it. */
export function readsLikeInstructionsToAnAi(text: string): boolean {
  return INSTRUCTION_PATTERNS.some((pattern) => pattern.test(text));
}
