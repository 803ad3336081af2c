import { describe, expect, it } from 'vitest';
import { ROLES } from '../../roles/roles';
import { catalogueProblems } from '../completeness';
import br from './br';
import de from './de';
import en from './en-us';
import es from './es';
import fr from './fr';
import it_ from './it';
import pt from './pt';

describe("the header's account switcher's texts (issue 37)", () => {
  it('every language has every message, none empty, and really translated', () => {
    expect(catalogueProblems({ 'en-us': en, fr, pt, es, it: it_, de, br })).toEqual([]);
  });

  it('names every role', () => {
    for (const role of ROLES) expect(en).toHaveProperty(`accountSwitch.role.${role}`);
  });
});
