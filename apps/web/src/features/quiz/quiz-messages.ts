/** Spec 1 §5: shown when the quiz has lost its session (a reload in an odd state, or a deleted session). */
export const SESSION_NOT_FOUND = 'Assessment session not found. Please start over.';
