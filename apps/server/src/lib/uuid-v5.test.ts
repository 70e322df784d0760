import { describe, expect, it } from 'vitest';
import { uuidV5 } from './uuid-v5.js';

describe('uuidV5', () => {
  it('matches the RFC 9562 example of a version-5 UUID', () => {
    // RFC 9562 appendix A.4: www.example.com in the DNS namespace
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
});
