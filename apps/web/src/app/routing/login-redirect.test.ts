import { describe, expect, it } from 'vitest';
import { loginPathFor, nextPathFrom } from './login-redirect';

describe('loginPathFor', () => {
  it('remembers the page with its query and hash', () => {
    expect(loginPathFor({ pathname: '/report/12', search: '?tab=gains', hash: '#top' })).toBe(
      '/login?next=%2Freport%2F12%3Ftab%3Dgains%23top',
    );
  });

  it('needs no memory for the home page', () => {
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
  });
});

describe('nextPathFrom', () => {
  it('returns the remembered page', () => {
    expect(nextPathFrom('?next=%2Freport%2F12%3Ftab%3Dgains')).toBe('/report/12?tab=gains');
  });

  it.each([
    '',
    '?next=',
    '?next=https%3A%2F%2Fevil.example',
    '?next=%2F%2Fevil.example',
    '?next=%2F%5Cevil.example',
    '?next=report',
    '?next=%2Flogin',
  ])('falls back to home for %j', (search) => {
    expect(nextPathFrom(search)).toBe('/');
  });
});
