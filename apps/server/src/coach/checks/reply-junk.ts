/**
 * Whether a piece of a model's reply is not prose a learner should read (issue 38): a JSON or markup shape,
 * a fragment of the instructions the model was given, or one word said over and over. Models under load or
 * with a broken template write these; the learner gets the offline coach's reply instead of them.
 */

/** Chat-template and role markers that only leak out of a model's prompt, never belong in a reply. */
const TEMPLATE_MARKER =
  /<\|[a-z_]+\|>|<\/?s>|\[\/?INST\]|<<\/?SYS>>|<\/?(?:think|system|assistant|user|data)>|^\s*(?:system|assistant|user)\s*:|^\s*#{2,}\s*(?:instruction|system|response)/im;
/** The names of the prompt's data fields: a reply that says them repeats its prompt. */
const PROMPT_FIELD = /\b(?:learner_message|learner_profile|checked_claims|time_left|suggest_videos)\b/;
/** `{"reply": …` or `, "concepts":`: a JSON key, whatever prose its value holds. */
const JSON_KEY = /[{,]\s*"[^"\n]{1,40}"\s*:/;
const STRUCTURE_CHARACTER = /[{}[\]"<>:=|\\]/g;
const WORD = /[\p{L}\p{N}'’]+/gu;
/** A run this long of the instructions' words, in order, is a fragment of them. */
const INSTRUCTION_RUN_WORDS = 6;

export function replyJunkReason(text: string, instructions = ''): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // `""` or `…`: a small model's empty answer, quoted, has nothing a learner could read.
  if (!/[\p{L}\p{N}]/u.test(trimmed)) return 'no words';
  if (TEMPLATE_MARKER.test(trimmed)) return 'a chat-template or role marker';
  if (PROMPT_FIELD.test(trimmed)) return 'a field name of its prompt';
  if (looksLikeStructure(trimmed)) return 'JSON or markup, not prose';
  if (oneWordRepeated(trimmed)) return 'one word repeated';
  if (instructions !== '' && sharesRunWith(trimmed, instructions)) return 'a fragment of its instructions';
  return null;
}

/** `{"oops": [1, 2,, }}` or `<div><p>`: brackets, quotes and colons make up much of what is not a letter or space. */
function looksLikeStructure(text: string): boolean {
  if (/^\s*[{[]/.test(text) && /[}\]]\s*$/.test(text)) return true;
  if (JSON_KEY.test(text) || /"\s*[}\]]\s*$/.test(text)) return true;
  const structure = text.match(STRUCTURE_CHARACTER)?.length ?? 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return structure >= 4 && structure * 3 >= letters;
}

/** "energy energy energy energy" or "Light energy. Light energy. Light energy.": few distinct words, said many times. */
function oneWordRepeated(text: string): boolean {
  const words = (text.toLowerCase().match(WORD) ?? []).filter((word) => word.length > 0);
  if (words.length < 6) return false;
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const most = Math.max(...counts.values());
  return most * 2 > words.length || counts.size * 4 <= words.length;
}

function sharesRunWith(text: string, instructions: string): boolean {
  const words = text.toLowerCase().match(WORD) ?? [];
  if (words.length < INSTRUCTION_RUN_WORDS) return false;
  const source = ` ${(instructions.toLowerCase().match(WORD) ?? []).join(' ')} `;
  for (let start = 0; start + INSTRUCTION_RUN_WORDS <= words.length; start++) {
    const run = words.slice(start, start + INSTRUCTION_RUN_WORDS).join(' ');
    if (source.includes(` ${run} `)) return true;
  }
  return false;
}
