import { describe, expect, it } from 'vitest';
import { formatPatternMessage, formatPatternMessages } from './index';

describe('formatPatternMessage', () => {
  it('writes both bounds as a range', () => {
    expect(formatPatternMessages('letterFirstAlphanumeric', { min: 6, max: 16 })).toMatchInlineSnapshot(`
      {
        "en": "Must start with a letter, followed by letters or digits. Must be 6 to 16 characters.",
        "pt": "Deve começar com uma letra, seguida de letras ou dígitos. Deve ter entre 6 e 16 caracteres.",
      }
    `);
  });

  it('shows a single length when min equals max', () => {
    expect(formatPatternMessages('digitsOnly', { min: 6, max: 6 })).toMatchInlineSnapshot(`
      {
        "en": "Digits only. Must be exactly 6 characters.",
        "pt": "Apenas dígitos. Deve ter exatamente 6 caracteres.",
      }
    `);
  });

  it('names only the minimum when there is no maximum', () => {
    expect(formatPatternMessages('alphanumericWithUppercase', { min: 8 })).toMatchInlineSnapshot(`
      {
        "en": "Letters and digits only, with at least one uppercase letter. Must be at least 8 characters.",
        "pt": "Apenas letras e dígitos, com pelo menos uma letra maiúscula. Deve ter pelo menos 8 caracteres.",
      }
    `);
  });

  it('names only the maximum when there is no minimum (or it is 0)', () => {
    expect(formatPatternMessages('email', { max: 50 })).toMatchInlineSnapshot(`
      {
        "en": "Enter a valid email address. Must be at most 50 characters.",
        "pt": "Digite um endereço de e-mail válido. Deve ter no máximo 50 caracteres.",
      }
    `);
    expect(formatPatternMessage('email', 'en', { min: 0, max: 50 })).toBe(formatPatternMessage('email', 'en', { max: 50 }));
  });

  it('drops the length sentence without bounds', () => {
    expect(formatPatternMessages('date', {})).toMatchInlineSnapshot(`
      {
        "en": "Enter a valid date as yyyy-MM-dd or MM-dd-yyyy.",
        "pt": "Digite uma data válida no formato aaaa-MM-dd ou MM-dd-aaaa.",
      }
    `);
  });

  it('`*` constrains only the length', () => {
    expect(formatPatternMessages('*', { min: 2, max: 20 })).toMatchInlineSnapshot(`
      {
        "en": "Must be 2 to 20 characters.",
        "pt": "Deve ter entre 2 e 20 caracteres.",
      }
    `);
    expect(formatPatternMessages('*', { min: 4, max: 4 })).toMatchInlineSnapshot(`
      {
        "en": "Must be exactly 4 characters.",
        "pt": "Deve ter exatamente 4 caracteres.",
      }
    `);
    expect(formatPatternMessages('*', {})).toMatchInlineSnapshot(`
      {
        "en": "Any value is accepted.",
        "pt": "Qualquer valor é aceito.",
      }
    `);
  });

  it('gives manifest overrides precedence, per language, with bounds substituted', () => {
    const overrides = { digitsOnly: { en: 'Numbers only, please. Must be {min} to {max} characters.' } };
    expect(formatPatternMessages('digitsOnly', { min: 6, max: 6 }, overrides)).toMatchInlineSnapshot(`
      {
        "en": "Numbers only, please. Must be exactly 6 characters.",
        "pt": "Apenas dígitos. Deve ter exatamente 6 caracteres.",
      }
    `);
    expect(formatPatternMessage('digitsOnly', 'en', { min: 4, max: 8 }, overrides)).toMatchInlineSnapshot(`"Numbers only, please. Must be 4 to 8 characters."`);
  });

  it('substitutes free-form overrides as they are', () => {
    const overrides = { noSpaces: { pt: 'Sem espaços ({min}–{max})', en: 'No spaces ({min}–{max})' } };
    expect(formatPatternMessages('noSpaces', { min: 3, max: 9 }, overrides)).toMatchInlineSnapshot(`
      {
        "en": "No spaces (3–9)",
        "pt": "Sem espaços (3–9)",
      }
    `);
    expect(formatPatternMessages('noSpaces', { max: 9 }, overrides)).toMatchInlineSnapshot(`
      {
        "en": "No spaces (0–9)",
        "pt": "Sem espaços (0–9)",
      }
    `);
  });

  it('shows one length in a tenant\'s own template when min equals max (SPEC section 5), never "11 to 11"', () => {
    const luckydraw = { digitsOnly: { en: 'Mobile numbers use digits only, {min} to {max} of them', pt: 'O celular usa apenas dígitos, de {min} a {max}' } };
    // Without a single-length form, the range the template writes is cut to the one length.
    expect(formatPatternMessages('digitsOnly', { min: 11, max: 11 }, luckydraw)).toEqual({
      en: 'Mobile numbers use digits only, 11 of them',
      pt: 'O celular usa apenas dígitos, de 11',
    });
    // Its single-length form (`<patternId>_exact`, {length} the length) wins where given.
    const withForm = { ...luckydraw, digitsOnly_exact: { pt: 'O celular tem {length} dígitos' } };
    expect(formatPatternMessage('digitsOnly', 'pt', { min: 11, max: 11 }, withForm)).toBe('O celular tem 11 dígitos');
    expect(formatPatternMessage('digitsOnly', 'en', { min: 11, max: 11 }, withForm)).toBe('Mobile numbers use digits only, 11 of them');
    // A real range keeps the tenant's wording, and the single-length form is not used.
    expect(formatPatternMessage('digitsOnly', 'pt', { min: 10, max: 11 }, withForm)).toBe('O celular usa apenas dígitos, de 10 a 11');
    expect(formatPatternMessage('noSpaces', 'en', { min: 4, max: 4 }, { noSpaces: { en: 'No spaces ({min}–{max})' } })).toBe('No spaces (4)');
  });

  it('ignores overrides of other pattern ids', () => {
    expect(formatPatternMessage('koreanOnly', 'en', { min: 2, max: 5 }, { thaiOnly: { en: 'x' } })).toMatchInlineSnapshot(`"Korean characters only. Must be 2 to 5 characters."`);
  });
});
