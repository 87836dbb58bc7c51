import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies';

describe('cookieValue', () => {
  it('reads a cookie from document.cookie or a Cookie header, by its whole name', () => {
    expect(cookieValue('a=1; wl-popup-lusa-USER_POPUP=closed; b=2', 'wl-popup-lusa-USER_POPUP')).toBe('closed');
    expect(cookieValue('a=1;b=2', 'b')).toBe('2');
    expect(cookieValue('wl-plain-lusa-x=1', 'wl-plain-lusa')).toBeUndefined();
    expect(cookieValue('', 'a')).toBeUndefined();
  });

  it('decodes the value, keeps an empty one, and gives nothing for one that does not decode', () => {
    expect(cookieValue('user=jo%C3%A3o%3Dx', 'user')).toBe('joão=x');
    expect(cookieValue('wl-plain-lusa=', 'wl-plain-lusa')).toBe('');
    expect(cookieValue('user=%E0%A4%A', 'user')).toBeUndefined();
  });
});
