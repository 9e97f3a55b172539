import { describe, expect, it } from 'vitest';
import { containsPattern, textSearch } from './text-search';

describe('textSearch', () => {
  it('joins words with AND and searches the last one as a prefix', () => {
    expect(textSearch('Dunkle Nacht').tsquery).toBe("'dunkle' & 'nacht':*");
    expect(textSearch('Kommissar.Kroll.S01').tsquery).toBe("'kommissar' & 'kroll' & 's01':*");
  });

  it('keeps short and frequent last words exact', () => {
    expect(textSearch('dark s1').tsquery).toBe("'dark' & 's1'");
    expect(textSearch('dunkle nacht 1080p', new Set(['1080p'])).tsquery).toBe("'dunkle' & 'nacht' & '1080p'");
  });

  it('drops every character that is not a letter or digit, so no operator reaches the query', () => {
    expect(textSearch("' OR 1=1 --").tsquery).toBe("'or' & '1' & '1'");
    expect(textSearch('a & b | !c:*').tsquery).toBe("'a' & 'b' & 'c'");
    expect(textSearch('Grüße aus Köln').tsquery).toBe("'gruesse' & 'aus' & 'koeln':*");
    expect(textSearch('%_\\').tsquery).toBeNull();
    expect(textSearch('🎬').tsquery).toBeNull();
  });

  it('spells umlauts out as release names do, as the search vectors store them', () => {
    expect(textSearch('Der müde Tod').tsquery).toBe("'der' & 'muede' & 'tod':*");
    expect(textSearch('MÄDCHEN STRASSE Straße').tsquery).toBe("'maedchen' & 'strasse' & 'strasse':*");
    expect(textSearch('muede').tsquery).toBe("'muede':*");
  });

  it('bounds the number and length of words', () => {
    expect(textSearch('a b c d e f g h i j').tsquery!.split('&')).toHaveLength(8);
    expect(textSearch('x'.repeat(100)).tsquery).toBe(`'${'x'.repeat(60)}':*`);
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards with !', () => {
    expect(containsPattern('50%_!')).toBe('%50!%!_!!%');
  });
});
