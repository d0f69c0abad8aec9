/**
 * Invented player names: Anglo, Latin-American, Japanese and Korean first and
 * last names, with accents, suffixes (Jr., II, III), initials ("J.T."),
 * apostrophes and hyphens, and the few spellings of one name that each source
 * uses (FanGraphs "Name"/"NameASCII", Savant "Last, First", Razzball's short
 * first names). Names are unique league-wide after accent folding and suffix
 * dropping, except the deliberate same-name players (see league.ts).
 */
import type { Rng } from './rng.ts';

export interface PersonName {
  first: string;
  last: string;
  /** '', 'Jr.', 'II' or 'III'. */
  suffix: string;
}

/**
 * Characters that Unicode decomposition cannot strip (reference.csv). Written to
 * reference.csv as `character,replacement`, and used here to build ASCII names.
 */
export const REFERENCE_REPLACEMENTS: readonly (readonly [string, string])[] = [
  ['ø', 'o'],
  ['Ø', 'O'],
  ['ł', 'l'],
  ['Ł', 'L'],
  ['đ', 'd'],
  ['Đ', 'D'],
  ['æ', 'ae'],
  ['Æ', 'AE'],
  ['œ', 'oe'],
  ['ß', 'ss'],
  ['ı', 'i'],
  ['þ', 'th'],
];

const REPLACEMENT_MAP = new Map(REFERENCE_REPLACEMENTS.map(([from, to]) => [from, to]));

/** Strips accents, then applies the replacement table: "Søren Muñoz" -> "Soren Munoz". */
export function asciiFold(text: string): string {
  const stripped = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  let out = '';
  for (const ch of stripped) out += REPLACEMENT_MAP.get(ch) ?? ch;
  return out;
}

export function displayName(n: PersonName): string {
  return n.suffix ? `${n.first} ${n.last} ${n.suffix}` : `${n.first} ${n.last}`;
}

/** Savant's "last_name, first_name" cell: the suffix stays with the last name ("García Jr., Luis"). */
export function savantName(n: PersonName): string {
  return n.suffix ? `${n.last} ${n.suffix}, ${n.first}` : `${n.last}, ${n.first}`;
}

/** Identity of a name for uniqueness: folded, lower-case, no dots, no suffix. */
export function nameKey(first: string, last: string): string {
  return asciiFold(`${first} ${last}`)
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Razzball writes some players under a short first name; name_aliases.csv maps them back. */
export const SHORT_FIRST_NAMES: Readonly<Record<string, string>> = {
  Michael: 'Mike',
  Christopher: 'Chris',
  Nicholas: 'Nick',
  Matthew: 'Matt',
  Alexander: 'Alex',
  Zachary: 'Zach',
  Jonathan: 'Jon',
  Joshua: 'Josh',
  Benjamin: 'Ben',
  Daniel: 'Danny',
};

export type Origin = 'anglo' | 'latin' | 'japanese' | 'korean';

const ANGLO_FIRST = [
  'Tyler',
  'Brandon',
  'Cody',
  'Austin',
  'Jake',
  'Ryan',
  'Kyle',
  'Logan',
  'Hunter',
  'Mason',
  'Colton',
  'Garrett',
  'Tanner',
  'Chase',
  'Bryce',
  'Carson',
  'Drew',
  'Trevor',
  'Zach',
  'Nick',
  'Matt',
  'Chris',
  'Michael',
  'Christopher',
  'Alexander',
  'Nicholas',
  'Matthew',
  'Zachary',
  'Jonathan',
  'Daniel',
  'Connor',
  'Evan',
  'Grant',
  'Luke',
  'Spencer',
  'Parker',
  'Reid',
  'Wyatt',
  'Cole',
  'Blake',
  'Brett',
  'Shane',
  'Dalton',
  'Seth',
  'Wade',
  'Travis',
  'Dylan',
  'Caleb',
  'Nolan',
  'Jared',
  'Owen',
  'Gavin',
  'Reese',
  'Brady',
  'Jace',
  'Trey',
  'Landon',
  'Cooper',
  'Bennett',
  'Graham',
  'Joshua',
  'Benjamin',
  'Samuel',
  'Henry',
  'Jackson',
  'Eli',
  'Miles',
  'Quinn',
  'Rhett',
  'Declan',
  'Kellan',
  'Brody',
  'Camden',
  'Easton',
  'Harrison',
  'Jonah',
  'Keaton',
  'Lane',
  'Mitchell',
  'Preston',
  'Sawyer',
  'Tucker',
  'Weston',
];
const ANGLO_INITIALS = ['J.T.', 'A.J.', 'C.J.', 'T.J.', 'D.J.', 'J.P.', 'R.J.'];
const ANGLO_LAST = [
  'Miller',
  'Johnson',
  'Anderson',
  'Walker',
  'Bennett',
  'Harper',
  'Collins',
  'Reed',
  'Sullivan',
  "O'Brien",
  "O'Neill",
  'McCarthy',
  'Fitzgerald',
  'Whitfield',
  'Kessler',
  'Brandt',
  'Schultz',
  'Dalton',
  'Hollis',
  'Pruitt',
  'Langford',
  'Ashby',
  'Thornton',
  'Caldwell',
  'Pennington',
  'Hargrove',
  'Kimbrough',
  'Lockhart',
  'Mercer',
  'Whitaker',
  'Ellsworth',
  'Prescott',
  'Radford',
  'Sterling',
  'Talbot',
  'Vance',
  'Weller',
  'Yates',
  'Bridges',
  'Crowley',
  'Donnelly',
  'Easton',
  'Fairbanks',
  'Gentry',
  'Hadley',
  'Ingram',
  'Jennings',
  'Keller',
  'Lowry',
  'Maddox',
  'Norwood',
  'Oakes',
  'Pryor',
  'Quinlan',
  'Rourke',
  'Sheffield',
  'Tillman',
  'Underwood',
  'Voss',
  'Wakefield',
  "D'Angelo",
  'McAllister',
  'Van Horn',
  'Abbott',
  'Barlow',
  'Cartwright',
  'Dunham',
  'Eckert',
  'Faulkner',
  'Garland',
  'Holloway',
  'Iverson',
  'Jansen',
  'Kendrick',
  'Larkin',
  'Mosley',
  'Nash',
  'Osborne',
  'Pickett',
  'Ramsey',
  'Stafford',
  'Thatcher',
  'Upton',
  'Vaughn',
  'Winslow',
  'York',
  'Ziegler',
  'Archer',
  'Blackwell',
  'Conley',
  'Dwyer',
  'Emerson',
  'Fletcher',
  'Gallagher',
  'Hendrix',
  'Irwin',
  'Judd',
  'Kincaid',
  'Lyle',
  'Merritt',
  'Nugent',
  'Overton',
  'Pace',
  'Rutledge',
  'Shepard',
  'Trimble',
  'Vickers',
  'Whitlock',
  'Ashcraft',
  'Brewster',
  'Calloway',
  'Dorsey',
  'Everett',
  'Frazier',
  'Goodwin',
  'Hensley',
  'Kirkland',
  'Lindell',
  'Marsh',
  'Noble',
  'Pollard',
  'Rowe',
  'Sutter',
  'Tolliver',
  'Wheeler',
  'Wade-Holloway',
  'Ames-Carter',
];
const LATIN_FIRST = [
  'José',
  'Luis',
  'Carlos',
  'Miguel',
  'Andrés',
  'Jesús',
  'Rafael',
  'Julio',
  'Francisco',
  'Ramón',
  'Héctor',
  'Víctor',
  'Adrián',
  'Sebastián',
  'Martín',
  'Rubén',
  'Darío',
  'Joel',
  'Yohan',
  'Yordy',
  'Wilmer',
  'Wander',
  'Elvis',
  'Eury',
  'Ronny',
  'Deivi',
  'Yainer',
  'Ezequiel',
  'Leody',
  'Starlin',
  'Johan',
  'Ángel',
  'Nelson',
  'Edwin',
  'Oswaldo',
  'Germán',
  'Jairo',
  'Omar',
  'Eduardo',
  'Manuel',
  'Raúl',
  'Fernando',
  'Álvaro',
  'Enmanuel',
  'Yoendrys',
  'Brayan',
  'Darwin',
  'Reinaldo',
  'Joaquín',
  'Nicolás',
  'Tomás',
  'Julián',
  'Iván',
  'Óscar',
  'Efraín',
  'Gabriel',
  'Kelvin',
  'Freddy',
  'Alexis',
  'Jhonny',
  'Yeison',
  'Anderson',
  'Dairon',
  'Emilio',
  'Gilberto',
  'Harold',
  'Isaías',
];
const LATIN_LAST = [
  'Ramírez',
  'Rodríguez',
  'Hernández',
  'Martínez',
  'Pérez',
  'Gómez',
  'Sánchez',
  'Díaz',
  'Núñez',
  'Peña',
  'Muñoz',
  'Castillo',
  'Valdez',
  'Reyes',
  'Cruz',
  'Ortiz',
  'Morales',
  'Jiménez',
  'Suárez',
  'Herrera',
  'Medina',
  'Castro',
  'Vargas',
  'Rosario',
  'Encarnación',
  'Mejía',
  'Báez',
  'Batista',
  'Tavárez',
  'Polanco',
  'Féliz',
  'Cordero',
  'Santana',
  'Lugo',
  'Abreu',
  'Guzmán',
  'Benítez',
  'Quintero',
  'Bermúdez',
  'Echevarría',
  'Montero',
  'Salazar',
  'Ibáñez',
  'Carrasco',
  'Villalobos',
  'De La Cruz',
  'De Los Santos',
  'Beltrán',
  'Acevedo',
  'Aquino',
  'Cabrera',
  'Durán',
  'Espinal',
  'Fermín',
  'Galván',
  'Luciano',
  'Marcano',
  'Ozuna',
  'Pineda',
  'Quiñones',
  'Rondón',
  'Sosa',
  'Tejeda',
  'Urías',
  'Vizcaíno',
  'Zamora',
  'Alcántara',
  'Brito',
  'Colón',
  'Familia',
  'Garrido',
  'Hidalgo',
  'Liriano',
  'Mateo',
  'Nova',
  'Ovando',
  'Paulino',
  'Rojas',
  'Solano',
  'Toribio',
  'Valera',
];
const JAPANESE_FIRST = [
  'Shota',
  'Kenta',
  'Yuki',
  'Haruto',
  'Ryota',
  'Daisuke',
  'Kazuki',
  'Takumi',
  'Sho',
  'Hiroto',
  'Kaito',
  'Sota',
  'Yuto',
  'Koji',
  'Tatsuya',
  'Naoki',
  'Ren',
];
const JAPANESE_LAST = [
  'Tanaka',
  'Nakamura',
  'Kobayashi',
  'Matsuda',
  'Fujii',
  'Ishikawa',
  'Mori',
  'Okada',
  'Sato',
  'Hayashi',
  'Kimura',
  'Shimizu',
  'Inoue',
  'Watanabe',
  'Takahashi',
  'Ogawa',
  'Hasegawa',
  'Aoki',
];
const KOREAN_FIRST = ['Min-jun', 'Ji-hoon', 'Hyun-woo', 'Seung-ho', 'Jae-won', 'Dong-hyun', 'Sung-min', 'Woo-jin', 'Tae-yang'];
const KOREAN_LAST = ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Yoon', 'Han', 'Shin', 'Oh'];

const POOLS: Readonly<Record<Origin, { first: readonly string[]; last: readonly string[] }>> = {
  anglo: { first: ANGLO_FIRST, last: ANGLO_LAST },
  latin: { first: LATIN_FIRST, last: LATIN_LAST },
  japanese: { first: JAPANESE_FIRST, last: JAPANESE_LAST },
  korean: { first: KOREAN_FIRST, last: KOREAN_LAST },
};

/** Hands out league-unique invented names. */
export class NameFactory {
  private readonly used = new Set<string>();

  /** Marks a name as taken (the deliberate same-name players are reserved this way). */
  reserve(first: string, last: string): void {
    this.used.add(nameKey(first, last));
  }

  isTaken(first: string, last: string): boolean {
    return this.used.has(nameKey(first, last));
  }

  next(rng: Rng): PersonName {
    for (let attempt = 0; attempt < 10_000; attempt++) {
      const roll = rng.next();
      const origin: Origin = roll < 0.55 ? 'anglo' : roll < 0.93 ? 'latin' : roll < 0.975 ? 'japanese' : 'korean';
      const pool = POOLS[origin];
      let first = rng.pick(pool.first);
      if (origin === 'anglo' && rng.chance(0.035)) first = rng.pick(ANGLO_INITIALS);
      let last = rng.pick(pool.last);
      // Two-surname Latin names appear now and then ("Pérez Castillo" style is rare in MLB; a hyphen is rarer still).
      if (origin === 'latin' && rng.chance(0.015)) last = `${last}-${rng.pick(LATIN_LAST)}`;
      if (this.isTaken(first, last)) continue;
      const suffixRoll = rng.next();
      const suffix = origin === 'anglo' || origin === 'latin' ? (suffixRoll < 0.035 ? 'Jr.' : suffixRoll < 0.045 ? 'II' : suffixRoll < 0.05 ? 'III' : '') : '';
      this.reserve(first, last);
      return { first, last, suffix };
    }
    throw new Error('name pools exhausted');
  }
}
