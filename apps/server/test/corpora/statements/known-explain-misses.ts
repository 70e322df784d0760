/** Explain requests the explainer still answers wrongly, by the request, with why (issue 37). */
export const KNOWN_EXPLAIN_MISSES: Readonly<Record<string, string>> = {
  'Can you just tell me how to prove the theorem?':
    'WordNet 3.1 ties no sense of “prove” to “proof”, so the section “Proof by rearrangement” is not found, and the History section, which says “proved the theorem”, is quoted instead',
};
