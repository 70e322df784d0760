import { CORPORA, articleStatements } from '../test/corpora/statements/index.js';
import { readLearnerClaims } from './knowledge/statements/reading.js';
import { judgeClaim } from './knowledge/statements/claim-verdict.js';
for (const c of CORPORA) {
  const sources = await articleStatements(c);
  for (const k of c.claims) {
    const vs = (await readLearnerClaims(k.claim)).flatMap((r) => r.statements).map((s) => judgeClaim(s, sources));
    const contra = vs.find((v) => v.verdict === 'contradicted');
    const sup = vs.length > 0 && vs.every((v) => v.verdict === 'supported');
    const got = contra ? 'contradicted' : sup ? 'supported' : 'not_covered';
    if ((k.expect === 'supported' && got === 'contradicted') || (k.expect === 'contradicted' && got === 'supported') || (k.expect === 'not_covered' && got !== 'not_covered'))
      console.log('HARMFUL', k.expect, got, k.claim, '||', contra && 'deciding' in contra ? contra.deciding.statement.sentence + ' slot=' + (contra as any).slot + ' ' + (contra as any).claimed + '|' + (contra as any).stated : '');
  }
}
