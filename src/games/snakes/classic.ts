// The classic Milton Bradley "Chutes and Ladders" (1943 and later printings): 100 squares, start
// off the board, exact landing on 100, no extra roll. Ladders go up, chutes down.

export const CLASSIC_LADDERS: Readonly<Record<string, number>> = {
  '1': 38,
  '4': 14,
  '9': 31,
  '21': 42,
  '28': 84,
  '36': 44,
  '51': 67,
  '71': 91,
  '80': 100,
};

export const CLASSIC_CHUTES: Readonly<Record<string, number>> = {
  '16': 6,
  '47': 26,
  '49': 11,
  '56': 53,
  '62': 19,
  '64': 60,
  '87': 24,
  '93': 73,
  '95': 75,
  '98': 78,
};

export const CLASSIC_JUMPS: Readonly<Record<string, number>> = { ...CLASSIC_LADDERS, ...CLASSIC_CHUTES };
