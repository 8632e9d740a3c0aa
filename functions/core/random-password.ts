/**
 * A random password any pool policy takes: one upper-case letter, one lower-case, one digit and one
 * symbol (a pool takes one even when its policy does not ask for it), the rest letters and digits,
 * shuffled so the four required kinds are not always first. Letters and digits that read alike
 * (I, l, O, 0, 1) are left out: an invitation's temporary password is typed by hand.
 */
import { randomInt } from 'node:crypto';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!#%+=?';

const pick = (characters: string) => characters.charAt(randomInt(characters.length));

export function randomPassword(length: number): string {
  const characters = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (characters.length < length) characters.push(pick(UPPER + LOWER + DIGITS));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
}
