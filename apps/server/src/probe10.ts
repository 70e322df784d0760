import { CORPORA, articleStatements } from '../test/corpora/statements/index.js';
import { KNOWN_CLAIM_MISSES } from '../test/corpora/statements/known-claim-misses.js';
import { readLearnerClaims } from './knowledge/statements/reading.js';
import { termRelation } from './knowledge/statements/term-relations.js';
const why: Record<string, number> = {};
for (const c of CORPORA) {
  const sources = await articleStatements(c);
  for (const k of c.claims) {
    if (!KNOWN_CLAIM_MISSES[k.claim] || !('sentence' in k)) continue;
    const target = sources.filter((s) => s.statement.sentence.includes(k.sentence));
    const claims = (await readLearnerClaims(k.claim)).flatMap((r) => r.statements);
    let reason = 'no claim statement';
    for (const cl of claims) {
      for (const t of target) {
        const a = cl.predicate?.lemma, b = t.statement.predicate?.lemma;
        const predRel = a && b ? (a === b ? 'same' : termRelation(a, b)) : null;
        const inTerms = a ? t.statement.terms.some((x) => termRelation(a, x) === 'same') : false;
        const unmatched = cl.terms.filter((w) => w !== a && !t.statement.terms.some((x) => ['same','broader'].includes(termRelation(w, x) ?? '')));
        reason = !a ? 'claim no predicate' : !b ? 'source no predicate' : (a === 'be') !== (b === 'be') ? `be vs ${a === 'be' ? b : a}` : predRel === null && !inTerms ? `verb ${a}~${b}` : `words unmatched [${unmatched.join(',')}]`;
        console.log(`${k.expect.padEnd(12)} ${reason.padEnd(40)} :: ${k.claim.slice(0, 70)}  ||  ${t.statement.sentence.slice(0, 60)}`);
      }
    }
    const key = reason.split(' ')[0] + (reason.startsWith('be') ? '' : '');
    why[key] = (why[key] ?? 0) + 1;
  }
}
console.log(why);
