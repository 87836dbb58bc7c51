import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../schemas/domain';
import { LENGTH_SENTENCES, PATTERNS, PATTERN_IDS, isKnownPatternId, type PatternId } from './index';

/** At least two accepted and two rejected samples per variant; `*` rejects only by length (below). */
const SAMPLES: Record<Exclude<PatternId, '*'>, { accepted: string[]; rejected: string[] }> = {
  letterFirstAlphanumeric: { accepted: ['abc123', 'Z', 'User2024'], rejected: ['1abc', 'ab_c', 'ab c', 'José1', ''] },
  chineseAndDigits: { accepted: ['张三', '李四123', '2024年'], rejected: ['abc', '张 三', '张三!', '김철수'] },
  email: {
    accepted: ['a@b.co', 'first.last+tag@mail.example.com', 'o\'neil@example.org'],
    rejected: ['plainaddress', 'a@b', 'a@@b.com', 'a b@c.com', 'a..b@c.com', '.a@b.com', 'a@-b.com'],
  },
  alphanumericNoSpecials: { accepted: ['abc123', 'José2', '张三', 'สมชาย'], rejected: ['abc!', 'a b', 'a_b', 'ab-12'] },
  lettersAndDigitsCombined: { accepted: ['abc123', '1a', 'A1b2C3'], rejected: ['abcdef', '123456', 'abc-123', 'ábc123'] },
  digitsOnly: { accepted: ['0', '13800138000'], rejected: ['12a', '١٢٣', '+86', '12 34', ''] },
  alphanumericWithUppercase: { accepted: ['Abc123', 'ABC', '1234X'], rejected: ['abc123', 'Abc 123', 'Ábc', 'Ab_1'] },
  englishLettersAndSpaces: { accepted: ['John Smith', 'ab', ' Mary Ann '], rejected: ['José', 'John2', '   ', 'O\'Neil'] },
  noSpaces: { accepted: ['abc!@#', '张三', 'ø_ø'], rejected: ['a b', 'a\tb', 'ab\u3000', 'a\nb', ''] },
  chineseAndPunctuation: { accepted: ['你好，世界！', '中文', '「名字」。'], rejected: ['你好 世界', 'hello', '你好1', '你好abc'] },
  date: {
    accepted: ['2024-02-29', '12-31-1999', '2000-02-29', '02-29-2024', '1999-04-30', '01-01-0001'],
    rejected: ['2024-02-30', '2023-02-29', '1900-02-29', '02-29-2100', '2024-13-01', '2024/01/01', '04-31-2024', '0000-01-01', '2024-1-1', '31-12-2024', '2024-00-10'],
  },
  lettersAndSpaces: {
    accepted: ['José María', 'สมชาย ใจดี', '김철수', 'Nguyễn Văn A', 'Ελένη', 'अनिल कुमार'],
    rejected: ['John3', '   ', 'a-b', 'Anne!'],
  },
  alphanumericOnly: { accepted: ['abc123', 'ABC', '42'], rejected: ['José', 'a b', 'a_b', '张三'] },
  koreanOnly: { accepted: ['김철수', '안녕하세요'], rejected: ['김 철수', 'kim', '김1', '金哲洙'] },
  thaiOnly: { accepted: ['สมชาย', 'ภาษาไทย', 'น้ำ'], rejected: ['สมชาย ใจดี', 'abc', 'สม1', '你好'] },
  thaiOrEnglishAndSpaces: { accepted: ['สมชาย Smith', 'John Doe', 'สมชาย ใจดี'], rejected: ['José', 'สมชาย1', '  ', '김철수'] },
  uppercaseAndSpacesWithLetter: {
    accepted: ['NGUYEN VAN A', 'NGUYỄN VĂN A', 'JOSÉ'],
    rejected: ['Nguyen', 'ĐỖ', '   ', 'ABC1', 'ÉÀ'],
  },
};

function matches(id: PatternId, value: string): boolean {
  return new RegExp(PATTERNS[id].source, 'u').test(value);
}

describe('PATTERNS', () => {
  it('holds the 17 variants of SPEC section 5 plus `*`, in order, keyed by id', () => {
    expect(PATTERN_IDS).toHaveLength(18);
    expect(Object.keys(PATTERNS)).toEqual([...PATTERN_IDS]);
    for (const id of PATTERN_IDS) expect(PATTERNS[id].id).toBe(id);
    expect(Object.keys(SAMPLES).sort()).toEqual(PATTERN_IDS.filter((id) => id !== '*').sort());
  });

  it.each(PATTERN_IDS)('%s compiles with the u flag and in ajv', (id) => {
    expect(() => new RegExp(PATTERNS[id].source, 'u')).not.toThrow();
    const ajv = new Ajv({ strict: true });
    expect(() => ajv.compile({ type: 'string', pattern: PATTERNS[id].source })).not.toThrow();
  });

  it.each(PATTERN_IDS)('%s has a template per language ending with the canonical length sentence', (id) => {
    for (const language of LANGUAGES) {
      expect(PATTERNS[id].message[language].endsWith(LENGTH_SENTENCES[language].range)).toBe(true);
    }
  });

  describe.each(Object.entries(SAMPLES))('%s', (id, { accepted, rejected }) => {
    const patternId = id as PatternId;
    const validate = new Ajv().compile({ type: 'string', pattern: PATTERNS[patternId].source });
    it.each(accepted)('accepts %j', (value) => {
      expect(matches(patternId, value)).toBe(true);
      expect(validate(value)).toBe(true);
    });
    it.each(rejected)('rejects %j', (value) => {
      expect(matches(patternId, value)).toBe(false);
      expect(validate(value)).toBe(false);
    });
  });

  describe('*', () => {
    const validate = new Ajv().compile({ type: 'string', pattern: PATTERNS['*'].source, minLength: 2, maxLength: 4 });
    it.each(['ab', '张三!', 'a b'])('accepts any characters within the bounds: %j', (value) => {
      expect(matches('*', value)).toBe(true);
      expect(validate(value)).toBe(true);
    });
    it.each(['a', 'abcde', '你好你好你'])('rejects only by length: %j', (value) => {
      expect(matches('*', value)).toBe(true);
      expect(validate(value)).toBe(false);
    });
  });

  it('accepts exactly the real calendar dates in both orders', () => {
    const pad = (n: number, width: number): string => String(n).padStart(width, '0');
    const isReal = (y: number, m: number, d: number): boolean => {
      const date = new Date(Date.UTC(2000, 0, 1));
      date.setUTCFullYear(y, m - 1, d);
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    };
    for (const y of [1, 4, 100, 400, 1600, 1900, 1996, 2000, 2023, 2024, 2100, 2400, 9996, 9999]) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++) {
          const [yyyy, mm, dd] = [pad(y, 4), pad(m, 2), pad(d, 2)];
          const real = isReal(y, m, d) && m >= 1 && m <= 12 && d >= 1;
          expect(matches('date', `${yyyy}-${mm}-${dd}`), `${yyyy}-${mm}-${dd}`).toBe(real);
          expect(matches('date', `${mm}-${dd}-${yyyy}`), `${mm}-${dd}-${yyyy}`).toBe(real);
        }
      }
    }
    for (let y = 1; y <= 9999; y++) {
      const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
      expect(matches('date', `${pad(y, 4)}-02-29`), String(y)).toBe(leap);
    }
  });

  it('knows its ids and nothing else', () => {
    expect(isKnownPatternId('email')).toBe(true);
    expect(isKnownPatternId('*')).toBe(true);
    expect(isKnownPatternId('Email')).toBe(false);
    expect(isKnownPatternId('toString')).toBe(false);
  });
});
